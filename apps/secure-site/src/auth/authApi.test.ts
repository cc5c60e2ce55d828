// @vitest-environment node

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { AuthApiError, AuthServerUnavailableError, RequestAbortedError } from '../errors.ts'
import { createAuthApi } from './authApi.ts'

/**
 * A tiny local HTTP stub, for the fault shapes only (429, 401, a broken body, a 502 page, a hung
 * long poll): the real auth server is exercised by the lead's end-to-end tests.
 */
type Reply = { status: number; body?: unknown; raw?: string; hang?: boolean }
let nextReply: Reply = { status: 200, body: {} }
let received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[]
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      })
      const reply = nextReply
      if (reply.hang) return
      response.statusCode = reply.status
      if (reply.raw !== undefined) response.end(reply.raw)
      else if (reply.body === undefined) response.end()
      else {
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify(reply.body))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
})

describe('createAuthApi', () => {
  test('default: a route gets its method, path, JSON body, and the answer is parsed', async () => {
    nextReply = { status: 200, body: { action: 'VERIFY_OTP' } }
    const api = createAuthApi({ baseUrl: `${baseUrl}/` })
    const body = {
      email: 'ada@example.com',
      deviceId: 'd'.repeat(24),
      projectId: 'demo',
      origin: 'http://dapp.test',
    }
    await expect(api.startEmail(body)).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(received[0]?.method).toBe('POST')
    expect(received[0]?.url).toBe('/auth/v1/email/start')
    expect(received[0]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(body)
  })

  test('behavior: Bearer routes send the session token; POST without a body sends no content type', async () => {
    nextReply = {
      status: 200,
      body: {
        address: OTHER_ADDRESS,
        keyBlob: 'YWJj',
        unlockKey: 'ZGVm',
      },
    }
    const api = createAuthApi({ baseUrl })
    await api.unlockKey('the-token')
    expect(received[0]?.url).toBe('/auth/v1/key/unlock')
    expect(received[0]?.headers.authorization).toBe('Bearer the-token')
    expect(received[0]?.headers['content-type']).toBeUndefined()
  })

  test('behavior: sign-out accepts 204 with no body', async () => {
    nextReply = { status: 204 }
    await expect(createAuthApi({ baseUrl }).signOut('the-token')).resolves.toBeUndefined()
  })

  test('fault: 429 carries the server message, code and retryAfterSeconds', async () => {
    nextReply = {
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Please try again after 27 seconds',
        retryAfterSeconds: 27,
      },
    }
    const error = await createAuthApi({ baseUrl })
      .startEmail({
        email: 'a@b.co',
        deviceId: 'd'.repeat(24),
        projectId: 'p',
        origin: 'http://x.test',
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({
      message: 'Please try again after 27 seconds',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 27,
    })
  })

  test('fault: a wrong code carries attemptsLeft', async () => {
    nextReply = {
      status: 400,
      body: { code: 'INVALID_OTP', message: 'Invalid code', attemptsLeft: 3 },
    }
    const error = await createAuthApi({ baseUrl })
      .verifyOtp({
        email: 'a@b.co',
        deviceId: 'd'.repeat(24),
        otp: '000000',
        projectId: 'p',
        origin: 'http://x.test',
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ message: 'Invalid code', status: 400, attemptsLeft: 3 })
  })

  test('fault: 401 is an AuthApiError with status 401', async () => {
    nextReply = { status: 401, body: { code: 'SESSION_EXPIRED', message: 'Session expired' } }
    await expect(createAuthApi({ baseUrl }).getUser('old')).rejects.toMatchObject({
      message: 'Session expired',
      status: 401,
    })
  })

  test('fault: an error page that is not JSON becomes "An error occurred"', async () => {
    nextReply = { status: 502, raw: '<html>Bad gateway</html>' }
    await expect(createAuthApi({ baseUrl }).getUser('t')).rejects.toMatchObject({
      message: 'An error occurred',
      status: 502,
    })
  })

  test('fault: a 2xx answer of the wrong shape is refused', async () => {
    nextReply = { status: 200, body: { id: 1, email: 'a@b.co', address: 'not an address' } }
    await expect(createAuthApi({ baseUrl }).getUser('t')).rejects.toBeInstanceOf(
      AuthServerUnavailableError,
    )
  })

  test('fault: an unreachable server gives "An error occurred"', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      createAuthApi({ baseUrl: `http://127.0.0.1:${port}` }).getUser('t'),
    ).rejects.toThrow('An error occurred')
  })

  test('behavior: an aborted long poll rejects with "Request was aborted"', async () => {
    nextReply = { status: 200, hang: true }
    const controller = new AbortController()
    const body = {
      email: 'a@b.co',
      deviceId: 'd'.repeat(24),
      projectId: 'p',
      origin: 'http://x.test',
    }
    const waiting = createAuthApi({ baseUrl }).waitForDevice(body, controller.signal)
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]?.url).toBe('/auth/v1/device/wait')
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(body)
    controller.abort()
    await expect(waiting).rejects.toBeInstanceOf(RequestAbortedError)
  })

  test('behavior: the project origins come from /projects/v1/origins, not /auth/v1', async () => {
    nextReply = { status: 200, body: { allowedOrigins: ['https://*.my.app'] } }
    await expect(
      createAuthApi({ baseUrl: `${baseUrl}/` }).getProjectOrigins('my app'),
    ).resolves.toEqual({
      kind: 'found',
      origins: { allowedOrigins: ['https://*.my.app'], includeDefaultOrigins: true },
    })
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/projects/v1/origins?projectId=my%20app',
    })
  })
})
