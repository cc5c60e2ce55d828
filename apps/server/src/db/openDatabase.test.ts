import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, isPostgresRun } from '../testing/createTestDatabase.ts'
import { type Database, queryRows, tablesOf } from './database.ts'
import { isPostgresUrl, openDatabase } from './openDatabase.ts'

// Runs on SQLite in project `server` and on Postgres in `server-postgres` (createTestDatabase).
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-db-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Column names of a table as the database has them. */
async function columnsInDatabase(db: Database, table: string): Promise<string[]> {
  const query: SQL = isPostgresRun()
    ? sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table}`
    : sql.raw(`PRAGMA table_info(${table})`)
  const rows = await queryRows<{ name: string }>(db, query)
  return rows.map((row) => row.name).toSorted()
}

describe('openDatabase', () => {
  it.skipIf(isPostgresRun())('default: creates the SQLite file and its folder', async () => {
    const file = join(dir, 'nested', 'folder', 'portico.db')
    const { close } = await openDatabase(`file:${file}`)
    await close()
    expect((await stat(file)).isFile()).toBe(true)
  })

  it('default: the migrations make exactly the tables and columns the schema declares', async () => {
    const database = await createTestDatabase(dir, 'columns', { unmigrated: true })
    const { db, dialect, close } = await openDatabase(database.url)
    try {
      expect(dialect).toBe(isPostgresRun() ? 'postgres' : 'sqlite')
      const tables = Object.values(tablesOf(db))
      expect(tables).toHaveLength(24)
      for (const table of tables) {
        const name = getTableName(table)
        const declared = Object.values(getTableColumns(table)).map((column) => column.name)
        expect(await columnsInDatabase(db, name), name).toEqual(declared.toSorted())
      }
    } finally {
      await close()
      await database.drop()
    }
  })

  it('behavior: opening again applies nothing twice and keeps the data', async () => {
    const database = await createTestDatabase(dir, 'reopen')
    const first = await openDatabase(database.url)
    const { seedState } = tablesOf(first.db)
    await first.db.insert(seedState).values({ name: 'marker', sourceHash: 'abc', seededAt: 1 })
    await first.close()
    const second = await openDatabase(database.url)
    try {
      const rows = await second.db.select().from(tablesOf(second.db).seedState)
      expect(rows).toEqual([{ name: 'marker', sourceHash: 'abc', seededAt: 1 }])
    } finally {
      await second.close()
      await database.drop()
    }
  })

  it('behavior: rows read back with the same JavaScript types on either database', async () => {
    const database = await createTestDatabase(dir, 'types')
    const { db, close } = await openDatabase(database.url)
    try {
      const { projects, analyticsEvents, profileNames, gasSponsorships } = tablesOf(db)
      // Past 2^31 (a millisecond timestamp) and a boolean default.
      const updatedAt = Date.parse('2030-01-02T03:04:05.678Z')
      await db.insert(projects).values({
        id: 'p',
        name: 'P',
        allowedOrigins: '[]',
        features: '[]',
        updatedAt,
      })
      const [project] = await db.select().from(projects)
      expect(project).toEqual({
        id: 'p',
        name: 'P',
        allowedOrigins: '[]',
        features: '[]',
        analyticsEnabled: true,
        includeDefaultOrigins: true,
        nameZone: null,
        namesPerAddress: 1,
        smartAccountNetworks: '[]',
        gasSponsorshipLimitWei: null,
        source: 'config',
        updatedAt,
      })
      // An ENSIP-11 coin type past 2^31 (anvil's 0x80000000 | 31337) reads back as a number.
      const name = {
        name: 'alice.portico.id',
        zone: 'portico.id',
        projectId: 'p',
        address: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        coinType: 2_147_514_985,
        message: 'm',
        signature: '0x',
        registeredAt: updatedAt,
        updatedAt,
      }
      await db.insert(profileNames).values(name)
      expect(await db.select().from(profileNames)).toEqual([name])
      // A nonce (key and sequence) and wei past 2^53 kept exactly, as decimal text.
      const sponsorship = {
        projectId: 'p',
        chainId: 31337,
        sender: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        nonce: '6277101735386680763835789423207666416102355444464034512896',
        maxCostWei: '1000000000000000000000',
        createdAt: updatedAt,
      }
      await db.insert(gasSponsorships).values(sponsorship)
      expect(await db.select().from(gasSponsorships)).toEqual([sponsorship])
      const event = { projectId: 'p', eventId: 'e', url: 'u', domain: 'd', props: '{}' }
      const inserted = await db
        .insert(analyticsEvents)
        .values([
          { ...event, origin: null, timestamp: updatedAt, receivedAt: updatedAt },
          { ...event, origin: 'https://a.example', timestamp: 1, receivedAt: 2 },
        ])
        .returning({ id: analyticsEvents.id })
      // Increasing ids, as numbers (Postgres: a bigint identity read in number mode).
      expect(inserted.map((row) => typeof row.id)).toEqual(['number', 'number'])
      expect((inserted[1]?.id ?? 0) > (inserted[0]?.id ?? 0)).toBe(true)
    } finally {
      await close()
      await database.drop()
    }
  })

  it.runIf(isPostgresRun())(
    'behavior: servers opening one empty Postgres database at once migrate it once',
    async () => {
      const database = await createTestDatabase(dir, 'together', { unmigrated: true })
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase(database.url)))
      try {
        const [first] = opened
        if (first === undefined) throw new Error('no database')
        const migrations = await queryRows<{ count: string }>(
          first.db,
          sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`,
        )
        const journal = JSON.parse(
          await readFile(new URL('../../drizzle/pg/meta/_journal.json', import.meta.url), 'utf8'),
        ) as { entries: unknown[] }
        expect(Number(migrations[0]?.count)).toBe(journal.entries.length)
      } finally {
        for (const { close } of opened) await close()
        await database.drop()
      }
    },
  )

  it('parameters: postgres:// and postgresql:// URLs name Postgres; the rest libsql', () => {
    expect(isPostgresUrl('postgres://u:p@db:5432/portico')).toBe(true)
    expect(isPostgresUrl('postgresql://db/portico')).toBe(true)
    expect(isPostgresUrl('file:.portico/portico.db')).toBe(false)
    expect(isPostgresUrl('libsql://db.example')).toBe(false)
  })
})
