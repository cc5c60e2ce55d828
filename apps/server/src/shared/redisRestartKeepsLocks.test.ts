import { startRedisServer, type TestRedisServer } from '@portico/test-utils/startRedisServer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  evmTestSigner,
  signedSiwxBody,
  siwxTestData,
} from '../modules/siwx/testing/siwxTestSigners.ts'
import { createAuthTestClient, newVisitor } from '../testing/authTestClient.ts'
import {
  type AuthTestServer,
  createAuthTestServer,
  TEST_DAPP_ORIGIN,
} from '../testing/createAuthTestServer.ts'
import { TEST_PROJECT_ID } from '../testing/createTestServer.ts'

// Issue #20: a Redis restart must not give back what a limit took. A one-time code's lock-out
// and a spent sign-in nonce are database rows, used up by one conditional statement, so a
// restarted (or emptied) Redis cannot reset them. A server on a Redis of this file's own, which
// the test kills and starts again.
let redis: TestRedisServer
let server: AuthTestServer
let auth: ReturnType<typeof createAuthTestClient>

beforeAll(async () => {
  redis = await startRedisServer()
  server = await createAuthTestServer({}, { redisUrl: redis.url, indexer: { enabled: false } })
  auth = createAuthTestClient(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await redis?.stop()
})

const query = `projectId=${TEST_PROJECT_ID}&st=portico&sv=0.1.0`

async function restartRedis(): Promise<void> {
  await redis.kill()
  await redis.restart()
  // The server's client reconnects by itself (at most 2 s apart).
  await vi.waitFor(
    async () => {
      const report = await server.app.inject({
        method: 'POST',
        url: `/e?${query}`,
        headers: { 'content-type': 'application/json', origin: TEST_DAPP_ORIGIN },
        payload: JSON.stringify({
          eventId: 'ERROR_REDIS_CHECK',
          url: `${TEST_DAPP_ORIGIN}/`,
          domain: 'shop.example.org',
          timestamp: Date.now(),
          props: {},
        }),
      })
      // Error reports fail closed (429) while Redis is away; 204 once it answers again.
      expect(report.statusCode).toBe(204)
    },
    { timeout: 20_000, interval: 100 },
  )
}

describe('a restarted Redis', () => {
  it('behavior: a one-time code locked by wrong guesses stays locked', async () => {
    const visitor = newVisitor()
    const code = await auth.requestCode(visitor)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) await auth.verify(visitor, wrong)
    expect((await auth.verify(visitor, code)).json().code).toBe('OTP_LOCKED')
    await restartRedis()
    const after = await auth.verify(visitor, code)
    expect(after.statusCode).toBe(429)
    expect(after.json().code).toBe('OTP_LOCKED')
  }, 60_000)

  it('behavior: a spent sign-in nonce cannot be used again', async () => {
    const signer = evmTestSigner(0)
    const post = (url: string, payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: `${url}?${query}`,
        headers: { origin: TEST_DAPP_ORIGIN },
        payload: payload as Record<string, unknown>,
      })
    const { nonce } = (await post('/siwx/v1/nonce', {})).json() as { nonce: string }
    const body = await signedSiwxBody(signer, siwxTestData(signer, TEST_DAPP_ORIGIN, nonce))
    expect((await post('/siwx/v1/sessions', body)).statusCode).toBe(200)
    await restartRedis()
    const again = await post('/siwx/v1/sessions', body)
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toMatch(/NONCE/)
  }, 60_000)
})
