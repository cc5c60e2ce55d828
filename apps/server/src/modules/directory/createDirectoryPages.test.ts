import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import { parseInput } from '../../http/parseInput.ts'
import { countingReads } from '../../testing/countingReads.ts'
import { createTestServer, type TestServer } from '../../testing/createTestServer.ts'
import { createDirectoryPages } from './createDirectoryPages.ts'
import { findWallets } from './findWallets.ts'
import { getWalletsQuerySchema } from './getWalletsQuery.ts'

let server: TestServer
let database: OpenedDatabase

beforeAll(async () => {
  // The server seeds the bundled directory into its database.
  server = await createTestServer()
  database = await openDatabase(server.config.databaseUrl)
}, 60_000)

afterAll(async () => {
  database?.close()
  await server?.close()
})

const query = (raw: Record<string, string>) => parseInput(getWalletsQuerySchema, raw)

describe('createDirectoryPages', () => {
  it('default: a page is the findWallets answer as JSON text, read once', async () => {
    const { db, reads } = countingReads(database.db)
    const pages = createDirectoryPages(db)
    const first = await pages.page(query({ page: '1', entries: '5' }))
    expect(JSON.parse(first)).toEqual(await findWallets(database.db, query({ entries: '5' })))
    const readsForOnePage = reads()
    expect(await pages.page(query({ entries: '5' }))).toBe(first)
    expect(reads()).toBe(readsForOnePage)
  })

  it('behavior: other filters are other pages', async () => {
    const pages = createDirectoryPages(database.db)
    const all = JSON.parse(await pages.page(query({ entries: '5' })))
    const searched = JSON.parse(await pages.page(query({ entries: '5', search: 'meta' })))
    expect(searched.count).toBeLessThan(all.count)
    expect(searched).toEqual(
      await findWallets(database.db, query({ entries: '5', search: 'meta' })),
    )
  })

  it('behavior: concurrent requests for one page share one read', async () => {
    const { db, reads } = countingReads(database.db)
    const pages = createDirectoryPages(db)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pages.page(query({ entries: '3' }))),
    )
    expect(new Set(answers).size).toBe(1)
    expect(reads()).toBeLessThanOrEqual(2)
  })
})
