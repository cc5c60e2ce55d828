import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerConfig } from '../config.ts'
import { newVisitor, type Visitor } from '../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
} from '../testing/createAuthTestServer.ts'
import { TEST_PROJECT_ID } from '../testing/createTestServer.ts'
import { httpServerOptions } from './httpServerOptions.ts'

// Behind the TLS proxy the README recommends, the connection's peer is the proxy: without
// `http.trustProxy` every visitor has its IP, and every per-IP limit is shared by all.

const PROXY = '10.9.0.2'

/** `request.ip` for a request from `remoteAddress` carrying `X-Forwarded-For: forwardedFor`. */
async function ipSeen(trustProxy: unknown, remoteAddress: string, forwardedFor: string) {
  const config = parseServerConfig({ projects: [{ id: 'p', name: 'P' }], http: { trustProxy } })
  const app = Fastify(httpServerOptions(config.http))
  app.get('/ip', async (request) => ({ ip: request.ip }))
  try {
    const response = await app.inject({
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    return response.json().ip as string
  } finally {
    await app.close()
  }
}

describe('http.trustProxy: request.ip', () => {
  // The client wrote 198.51.100.9 itself; the proxy appended the address it saw, 203.0.113.7.
  const CHAIN = '198.51.100.9, 203.0.113.7'

  it.each<[string, unknown, string, string]>([
    ['default (false): the peer, X-Forwarded-For ignored', false, PROXY, PROXY],
    ['the proxy listed: the address it saw', [PROXY], PROXY, '203.0.113.7'],
    ['the proxy CIDR listed: the address it saw', ['10.9.0.0/16'], PROXY, '203.0.113.7'],
    ['a peer that is not a listed proxy: the peer', [PROXY], '192.0.2.1', '192.0.2.1'],
    ['one hop: the address the proxy saw', 1, PROXY, '203.0.113.7'],
    ['two hops: the next one', 2, PROXY, '198.51.100.9'],
    ['true: the left-most (client-written) address', true, PROXY, '198.51.100.9'],
  ])('parameters: %s', async (_case, trustProxy, remoteAddress, expected) => {
    expect(await ipSeen(trustProxy, remoteAddress, CHAIN)).toBe(expected)
  })
})

describe('http.trustProxy: per-IP limits count the forwarded client', () => {
  let server: AuthTestServer

  beforeAll(async () => {
    server = await createAuthTestServer(
      { deviceWaitMs: 1500 },
      { http: { trustProxy: ['127.0.0.1'] } },
    )
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  const signInBody = (visitor: Visitor) =>
    JSON.stringify({
      email: visitor.email,
      deviceId: visitor.deviceId,
      projectId: TEST_PROJECT_ID,
      origin: TEST_DAPP_ORIGIN,
    })

  /** Through the proxy (the peer is 127.0.0.1) for the client `clientIp`. */
  const viaProxy = (url: string, visitor: Visitor, clientIp: string) =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      payload: signInBody(visitor),
    })

  it('behavior: four long polls of one forwarded client do not hold back another behind the same proxy', async () => {
    const visitors = Array.from({ length: 6 }, () => newVisitor())
    for (const [index, visitor] of visitors.entries()) {
      const start = await viaProxy('/auth/v1/email/start', visitor, `198.51.100.${index + 1}`)
      expect(start.json()).toEqual({ action: 'VERIFY_DEVICE' })
    }
    const busy = '203.0.113.7'
    const held = visitors
      .slice(0, 4)
      .map((visitor) => viaProxy('/auth/v1/device/wait', visitor, busy))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const fifth = await viaProxy('/auth/v1/device/wait', visitors[4] as Visitor, busy)
    expect(fifth.statusCode).toBe(429)
    const other = await viaProxy('/auth/v1/device/wait', visitors[5] as Visitor, '203.0.113.8')
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual({ approved: false })
    for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(200)
  })
})
