import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { getTableConfig } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './openDatabase.ts'
import { projects, seedState, walletChains, wallets } from './schema.ts'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-db-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('openDatabase', () => {
  it('default: creates the folder and a database whose columns match the drizzle schema', async () => {
    const file = join(dir, 'nested', 'folder', 'portico.db')
    const { db, close } = await openDatabase(`file:${file}`)
    try {
      expect((await stat(file)).isFile()).toBe(true)
      // The committed migrations must produce exactly the columns schema.ts declares.
      for (const table of [wallets, walletChains, projects, seedState]) {
        const { name, columns } = getTableConfig(table)
        const rows = await db.all<{ name: string }>(sql.raw(`PRAGMA table_info(${name})`))
        expect(rows.map((row) => row.name).toSorted(), name).toEqual(
          columns.map((column) => column.name).toSorted(),
        )
      }
    } finally {
      close()
    }
  })

  it('behavior: opening again applies nothing twice and keeps the data', async () => {
    const url = `file:${join(dir, 'reopen.db')}`
    const first = await openDatabase(url)
    await first.db.insert(seedState).values({ name: 'marker', sourceHash: 'abc', seededAt: 1 })
    first.close()
    const second = await openDatabase(url)
    try {
      const rows = await second.db.select().from(seedState)
      expect(rows).toEqual([{ name: 'marker', sourceHash: 'abc', seededAt: 1 }])
    } finally {
      second.close()
    }
  })
})
