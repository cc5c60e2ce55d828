import { startRedisServer, type TestRedisServer } from '@portico/test-utils/startRedisServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'

// A real server on a real redis-server of this file's own, which the test kills and starts
// again: each limit answers as it chose while Redis is away, and all is back once it returns.
const ORIGIN = 'http://localhost:5173'
let redis: TestRedisServer
let server: TestServer

beforeAll(async () => {
  redis = await startRedisServer()
  server = await createTestServer({ redisUrl: redis.url })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await redis?.stop()
})

const query = `projectId=${TEST_PROJECT_ID}&st=portico&sv=0.1.0`
const errorReport = () =>
  server.app.inject({
    method: 'POST',
    url: `/e?${query}`,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({
      eventId: 'ERROR_FETCH_BALANCE',
      url: `${ORIGIN}/`,
      domain: 'localhost',
      timestamp: Date.now(),
      props: { type: 'error', properties: { message: 'failed' } },
    }),
  })
const nonce = () =>
  server.app.inject({
    method: 'POST',
    url: `/siwx/v1/nonce?${query}`,
    headers: { origin: ORIGIN },
    payload: {},
  })

describe('a server whose Redis goes away', () => {
  it('behavior: error reports are refused (429, Retry-After 10), nonces still issued; back to normal when Redis returns', async () => {
    expect((await errorReport()).statusCode).toBe(204)
    await redis.kill()

    const refused = await errorReport()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('10')
    expect((await nonce()).statusCode).toBe(200)
    expect((await server.app.inject({ url: '/health' })).statusCode).toBe(200)

    await redis.restart()
    // The client reconnects by itself (at most 2 s apart); the first report's hit was kept.
    await vi.waitFor(async () => expect((await errorReport()).statusCode).toBe(204), {
      timeout: 20_000,
      interval: 100,
    })
  }, 60_000)
})
