import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// MOCK: a stand-in provider for faults the real sandbox never shows — an answer of the wrong
// shape, a 500, and one that never comes. Everything else is tested against the real sandbox
// (onramp.test.ts).
let provider: Server
let server: TestServer
let mode: 'wrong-shape' | 'error' | 'silent' = 'wrong-shape'

beforeAll(async () => {
  provider = createServer((_request, response) => {
    if (mode === 'silent') return // never answers: the server's timeout must end the wait
    if (mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{}}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"paymentCurrencies":7}')
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  server = await createTestServer({
    onramp: {
      providers: [{ kind: 'sandbox', id: 'sandbox', name: 'Portico Sandbox', url }],
      requestTimeoutMs: 200,
    },
    pay: {
      exchanges: [{ kind: 'sandbox', id: 'sandbox-exchange', name: 'Sandbox Exchange', url }],
      requestTimeoutMs: 200,
    },
  })
})
afterAll(async () => {
  await server?.close()
  provider?.closeAllConnections()
  await new Promise((resolve) => provider?.close(resolve))
})

const get = async (url: string) => {
  const response = await server.app.inject({
    url: `${url}${url.includes('?') ? '&' : '?'}projectId=${TEST_PROJECT_ID}`,
    headers: { origin: 'http://localhost:5173' },
  })
  return { status: response.statusCode, body: response.json() }
}

describe('provider faults', () => {
  it.each(['wrong-shape', 'error', 'silent'] as const)(
    'behavior: a provider that answers %s is a 502, never a 500',
    async (fault) => {
      mode = fault
      const options = await get('/v1/onramp/options')
      expect(options).toEqual({
        status: 502,
        body: { code: 'UPSTREAM_ERROR', message: 'The provider Portico Sandbox is unavailable' },
      })
      const exchanges = await get('/v1/pay/exchanges?asset=native&network=eip155:31337')
      expect(exchanges.status).toBe(502)
      const status = await get('/v1/pay/exchange-status?sessionId=ex_1')
      expect(status.status).toBe(502)
    },
  )
})
