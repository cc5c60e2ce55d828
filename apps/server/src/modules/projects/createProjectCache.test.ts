import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import { countingReads } from '../../testing/countingReads.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { createProjectCache } from './createProjectCache.ts'
import { updateProject } from './updateProject.ts'

let server: TestServer
let database: OpenedDatabase

beforeAll(async () => {
  server = await createTestServer()
  database = await openDatabase(server.config.databaseUrl)
}, 60_000)

afterAll(async () => {
  database?.close()
  await server?.close()
})

describe('createProjectCache', () => {
  it('default: a project read once is reused for maxAgeMs, then read again', async () => {
    let time = 1_000
    const { db, reads } = countingReads(database.db)
    const projects = createProjectCache(db, { maxAgeMs: 1000, now: () => time })
    const origin = 'https://reuse.example'
    const first = await projects.find(TEST_PROJECT_ID)
    expect(first?.id).toBe(TEST_PROJECT_ID)
    await updateProject(database.db, TEST_PROJECT_ID, { addOrigins: [origin] })
    time += 999
    expect((await projects.find(TEST_PROJECT_ID))?.allowedOrigins).not.toContain(origin)
    expect(reads()).toBe(1)
    time += 1
    expect((await projects.find(TEST_PROJECT_ID))?.allowedOrigins).toContain(origin)
    expect(reads()).toBe(2)
    await updateProject(database.db, TEST_PROJECT_ID, { removeOrigins: [origin] })
  })

  it('behavior: concurrent lookups of one id share one read', async () => {
    const { db, reads } = countingReads(database.db)
    const projects = createProjectCache(db, { maxAgeMs: 1000 })
    const found = await Promise.all(
      Array.from({ length: 20 }, () => projects.find(TEST_PROJECT_ID)),
    )
    expect(new Set(found).size).toBe(1)
    expect(reads()).toBe(1)
  })

  it('behavior: an unknown id is answered undefined and reused like a known one', async () => {
    let time = 0
    const { db, reads } = countingReads(database.db)
    const projects = createProjectCache(db, { maxAgeMs: 500, now: () => time })
    expect(await projects.find('no-such-project')).toBeUndefined()
    expect(await projects.find('no-such-project')).toBeUndefined()
    expect(reads()).toBe(1)
    time += 500
    expect(await projects.find('no-such-project')).toBeUndefined()
    expect(reads()).toBe(2)
  })

  it('parameters: maxAgeMs 0 reads the database every time', async () => {
    const { db, reads } = countingReads(database.db)
    const projects = createProjectCache(db, { maxAgeMs: 0 })
    await projects.find(TEST_PROJECT_ID)
    await projects.find(TEST_PROJECT_ID)
    expect(reads()).toBe(2)
  })

  it('parameters: maxEntries bounds the ids kept, the stalest dropped first', async () => {
    const { db, reads } = countingReads(database.db)
    const projects = createProjectCache(db, { maxAgeMs: 60_000, maxEntries: 2 })
    await projects.find('made-up-1')
    await projects.find('made-up-2')
    await projects.find('made-up-3')
    expect(reads()).toBe(3)
    await projects.find('made-up-3')
    await projects.find('made-up-2')
    expect(reads()).toBe(3)
    await projects.find('made-up-1')
    expect(reads()).toBe(4)
  })

  it('error: a failed read is passed on and not kept', async () => {
    // A fault the real database cannot be made to show on demand: the first select throws.
    let failures = 1
    const flaky = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (key !== 'select' || typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (failures-- > 0) throw new Error('database unavailable')
          return value.apply(target, args)
        }
      },
    })
    const projects = createProjectCache(flaky, { maxAgeMs: 60_000 })
    await expect(projects.find(TEST_PROJECT_ID)).rejects.toThrow('database unavailable')
    expect((await projects.find(TEST_PROJECT_ID))?.id).toBe(TEST_PROJECT_ID)
  })
})
