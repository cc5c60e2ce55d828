import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
} from '../testing/createAuthTestServer.ts'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'
import { DEFAULT_BODY_LIMIT } from './httpServerOptions.ts'

// Real listening servers and raw sockets: the timeouts live in Node's HTTP server, which
// `inject()` never reaches. The bounds are short so the cases are quick; every wait is bounded.
// The request timeout is well above the other two, so that a busy machine's late timers never
// make one look like another.
const REQUEST_TIMEOUT_MS = 3000
const HEADERS_TIMEOUT_MS = 400
const IDLE_TIMEOUT_MS = 800
// How long a case waits for the server to close a socket before calling it left open.
const GIVE_UP_MS = 6000

let server: TestServer
let port: number

beforeAll(async () => {
  server = await createTestServer({
    http: {
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      idleTimeoutMs: IDLE_TIMEOUT_MS,
    },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as { port: number }).port
}, 60_000)

afterAll(async () => {
  await server?.close()
})

interface RawExchange {
  /** Whether the server closed the socket before `GIVE_UP_MS`. */
  closed: boolean
  elapsedMs: number
  received: string
}

/**
 * Opens a socket, writes `chunks` (one every `gapMs`, the first at once) and waits for the
 * server to close it, at most `GIVE_UP_MS`.
 */
function exchange(chunks: readonly string[], gapMs = 0): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let received = ''
    const timers: NodeJS.Timeout[] = []
    const socket = connect(port, '127.0.0.1', () => {
      chunks.forEach((chunk, index) => {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(chunk)
          }, index * gapMs),
        )
      })
    })
    const finish = (closed: boolean) => {
      for (const timer of timers) clearTimeout(timer)
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ closed, elapsedMs: Date.now() - started, received })
    }
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS)
    socket.setEncoding('utf8')
    socket.on('data', (data: string) => {
      received += data
    })
    socket.on('close', () => finish(true))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error)
    })
  })
}

const PRICE_REQUEST_HEAD = [
  `POST /v1/fungible/price?projectId=${TEST_PROJECT_ID} HTTP/1.1`,
  'Host: 127.0.0.1',
  'Origin: http://localhost:5173',
  'Content-Type: application/json',
  'Content-Length: 100',
].join('\r\n')

describe('http timeouts', () => {
  it('behavior: a body dripped a byte at a time is cut after requestTimeoutMs with 408', async () => {
    // A byte every 100 ms: never idle, never complete, so only the request timeout can end it.
    const bytes = Array.from({ length: 90 }, () => ' ')
    const result = await exchange([`${PRICE_REQUEST_HEAD}\r\n\r\n`, ...bytes], 100)
    expect(result.closed).toBe(true)
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /)
    expect(result.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    // The 408 says the request timeout ended it; this bound only says it did so before the drip
    // would have (9 s), with room for a busy machine's late timers.
    expect(result.elapsedMs).toBeLessThan(GIVE_UP_MS)
  })

  it('behavior: a body that stops short of its Content-Length is cut after idleTimeoutMs', async () => {
    const result = await exchange([`${PRICE_REQUEST_HEAD}\r\n\r\n{"add`])
    expect(result.closed).toBe(true)
    // Closed without a word: the idle timeout, not the request timeout (which answers 408).
    expect(result.received).toBe('')
    expect(result.elapsedMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 100)
    expect(result.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS)
  })

  it('behavior: headers dripped a line at a time are cut after headersTimeoutMs with 408', async () => {
    // A line every 100 ms: never idle, so only the headers timeout can end it this soon.
    const lines = Array.from({ length: 40 }, (_, i) => `X-${i}: a\r\n`)
    const result = await exchange(['GET /health HTTP/1.1\r\n', ...lines], 100)
    expect(result.closed).toBe(true)
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /)
    expect(result.elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(result.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS)
  })

  it('behavior: a connection that never sends a byte is cut after headersTimeoutMs', async () => {
    const result = await exchange([])
    expect(result.closed).toBe(true)
    expect(result.elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(result.elapsedMs).toBeLessThan(IDLE_TIMEOUT_MS + 1500)
  })

  it('default: a prompt request is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('body limits', () => {
  // A JSON object of about `size` bytes: one string field of padding.
  const bodyOfSize = (size: number) => `{"pad":"${'x'.repeat(size - 10)}"}`
  const post = (url: string, payload: string, method: 'POST' | 'DELETE' = 'POST') =>
    server.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}projectId=${TEST_PROJECT_ID}`,
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      payload,
    })

  it.each<[string, string, number]>([
    ['analytics POST /e', '/e', 16 * 1024],
    ['POST /v1/fungible/price', '/v1/fungible/price', 16 * 1024],
    ['POST /siwx/v1/sessions', '/siwx/v1/sessions', 16 * 1024],
    ['POST /siwx/v1/nonce (its body is {} at most)', '/siwx/v1/nonce', DEFAULT_BODY_LIMIT],
    ['an unknown route (the default)', '/nothing-here', DEFAULT_BODY_LIMIT],
  ])('error: a body over the limit of %s → 413', async (_case, url, limit) => {
    const over = await post(url, bodyOfSize(limit + 1))
    expect(over.statusCode).toBe(413)
    expect(over.json()).toEqual({ code: 'BAD_REQUEST', message: 'Request body is too large' })
    // At the limit the body is read (and then judged by the route: 400 for padding, 404 here).
    expect((await post(url, bodyOfSize(limit))).statusCode).not.toBe(413)
  })

  it('default: the largest price request (100 Solana mints) fits', async () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'.padEnd(44, '1')
    const id = `solana:${'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'}:${mint}`
    const response = await post(
      '/v1/fungible/price',
      JSON.stringify({ currency: 'usd', addresses: Array.from({ length: 100 }, () => id) }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ fungibles: [] })
  })
})

describe('http timeouts and the auth module', () => {
  // The long poll answers after deviceWaitMs, well past the request timeout: that timeout only
  // bounds receiving the request, and the idle timeout must leave the poll 5 s (config check).
  const DEVICE_WAIT_MS = 2500
  let auth: AuthTestServer
  let authPort: number

  beforeAll(async () => {
    auth = await createAuthTestServer(
      { deviceWaitMs: DEVICE_WAIT_MS },
      {
        http: {
          requestTimeoutMs: 500,
          headersTimeoutMs: 300,
          idleTimeoutMs: DEVICE_WAIT_MS + 5000,
        },
      },
    )
    await auth.app.listen({ port: 0, host: '127.0.0.1' })
    authPort = (auth.app.server.address() as { port: number }).port
  }, 60_000)

  afterAll(async () => {
    await auth?.close()
  })

  it('error: an /auth/v1 body over 8 KiB → 413', async () => {
    const response = await auth.app.inject({
      method: 'POST',
      url: '/auth/v1/email/start',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(8 * 1024)}@example.org"}`,
    })
    expect(response.statusCode).toBe(413)
  })

  it('behavior: POST /auth/v1/device/wait still answers after auth.deviceWaitMs', async () => {
    const signIn = JSON.stringify({
      email: 'long-poll@example.org',
      deviceId: 'long-poll-device-0123456789abcdef',
      projectId: TEST_PROJECT_ID,
      origin: TEST_DAPP_ORIGIN,
    })
    // Something to wait for: the start's approval link.
    const start = await auth.app.inject({
      method: 'POST',
      url: '/auth/v1/email/start',
      headers: { 'content-type': 'application/json' },
      payload: signIn,
    })
    expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const started = Date.now()
    const response = await fetch(`http://127.0.0.1:${authPort}/auth/v1/device/wait`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signIn,
      signal: AbortSignal.timeout(DEVICE_WAIT_MS + 5000),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ approved: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEVICE_WAIT_MS - 100)
  })
})
