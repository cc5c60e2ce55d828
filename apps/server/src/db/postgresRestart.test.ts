import {
  startPostgresCluster,
  type TestPostgresCluster,
} from '@portico/test-utils/startPostgresCluster'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPostgresDatabase,
  isPostgresRun,
  type TestDatabase,
} from '../testing/createTestDatabase.ts'
import { createTestServer, TEST_PROJECT_ID, type TestServer } from '../testing/createTestServer.ts'

// A fault test of the Postgres run: a cluster of its own (the run's shared one is never
// restarted, other files use it), restarted under a live server.
describe.runIf(isPostgresRun())('a server on Postgres while Postgres restarts', () => {
  let cluster: TestPostgresCluster | undefined
  let database: TestDatabase | undefined
  let server: TestServer | undefined

  beforeAll(async () => {
    cluster = await startPostgresCluster()
    database = await createPostgresDatabase(cluster.url)
    server = await createTestServer({ databaseUrl: database.url })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await database?.drop()
    await cluster?.stop()
  })

  // A search of its own each time, so no cache answers instead of the database.
  const search = async () => {
    const response = await server?.app.inject({
      url: '/getWallets',
      query: { projectId: TEST_PROJECT_ID, entries: '1', search: crypto.randomUUID() },
    })
    if (response === undefined) throw new Error('no server')
    return response
  }

  it('behavior: a request during the restart may get a 503 with Retry-After, never a 500; afterwards requests succeed again without restarting the server', async () => {
    expect((await search()).statusCode).toBe(200)

    const during: { status: number; body: string; retryAfter: unknown }[] = []
    let restarting = true
    const load = (async () => {
      while (restarting) {
        const response = await search()
        during.push({
          status: response.statusCode,
          body: response.body,
          retryAfter: response.headers['retry-after'],
        })
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    await cluster?.restart()
    restarting = false
    await load

    // The restart takes Postgres away for a second or more: some requests met it.
    expect(during.map(({ status }) => status)).toContain(503)
    for (const { status, body, retryAfter } of during) {
      expect([200, 503], body).toContain(status)
      // A clean answer that says to come back: the API's JSON error body, no stack.
      if (status === 503) {
        expect(JSON.parse(body)).toEqual({
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is unavailable; try again shortly',
        })
        expect(retryAfter).toBe('1')
      }
    }

    // The pool dropped the cut connections; the next queries open new ones.
    for (let i = 0; i < 5; i += 1) expect((await search()).statusCode).toBe(200)
  }, 60_000)
})
