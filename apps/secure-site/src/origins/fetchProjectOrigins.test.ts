// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchProjectOrigins } from './fetchProjectOrigins.ts'

// A local stub of the server's origins route, one answer per project id.
type Reply = { status: number; body?: unknown; raw?: string; hang?: boolean }
const replies: Record<string, Reply> = {
  shop: { status: 200, body: { allowedOrigins: ['https://shop.example'] } },
  strict: {
    status: 200,
    body: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false },
  },
  nope: { status: 401, body: { code: 'INVALID_PROJECT_ID', message: 'Unauthorized: invalid key' } },
  down: { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } },
  html: { status: 200, raw: '<html>hello</html>' },
  shape: { status: 200, body: { allowedOrigins: 'https://shop.example' } },
  slow: { status: 200, hang: true },
}
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    const reply =
      url.pathname === '/projects/v1/origins'
        ? replies[url.searchParams.get('projectId') ?? '']
        : undefined
    if (!reply) {
      response.statusCode = 404
      response.end()
      return
    }
    if (reply.hang) return
    response.statusCode = reply.status
    response.setHeader('Content-Type', 'application/json')
    response.end(reply.raw ?? JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('fetchProjectOrigins', () => {
  test('default: the list, with the spec §6 defaults when the server does not say', async () => {
    await expect(fetchProjectOrigins({ baseUrl, projectId: 'shop' })).resolves.toEqual({
      kind: 'found',
      origins: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: true },
    })
  })

  test('parameters: includeDefaultOrigins false is kept', async () => {
    await expect(fetchProjectOrigins({ baseUrl, projectId: 'strict' })).resolves.toEqual({
      kind: 'found',
      origins: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false },
    })
  })

  test('behavior: 401 is an unknown project', async () => {
    await expect(fetchProjectOrigins({ baseUrl, projectId: 'nope' })).resolves.toEqual({
      kind: 'unknown-project',
    })
  })

  test.each([
    ['another status', 'down', 'answered 503'],
    ['no such route (404)', 'missing', 'answered 404'],
    ['a body that is not JSON', 'html', 'not JSON'],
    ['a body of the wrong shape', 'shape', 'allowedOrigins'],
  ])('fault: %s is unavailable', async (_, projectId, reason) => {
    const lookup = await fetchProjectOrigins({ baseUrl, projectId })
    expect(lookup).toEqual({ kind: 'unavailable', reason: expect.stringContaining(reason) })
  })

  test('fault: a server that does not answer in time is unavailable', async () => {
    const lookup = await fetchProjectOrigins({ baseUrl, projectId: 'slow', timeoutMs: 100 })
    expect(lookup).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('did not answer'),
    })
  })

  test('fault: an unreachable server is unavailable', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const lookup = await fetchProjectOrigins({
      baseUrl: `http://127.0.0.1:${port}`,
      projectId: 'shop',
    })
    expect(lookup.kind).toBe('unavailable')
  })
})
