import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './openDatabase.ts'
import { authDevices, authSessions, authUsers } from './schema.ts'

// Social sign-in made auth_users.email nullable: SQLite rebuilds the table, and with foreign
// keys on, dropping the old table would cascade into devices and sessions. libsql's migrate runs
// with foreign keys off; this test keeps it that way for data written before the change.
const MIGRATIONS = fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url))

interface Journal {
  entries: { tag: string }[]
}

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-migration-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A copy of the migrations folder holding only those before the auth_users rebuild. */
async function migrationsBeforeRebuild(): Promise<string> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as Journal
  const kept: Journal['entries'] = []
  for (const entry of journal.entries) {
    const text = await readFile(join(MIGRATIONS, `${entry.tag}.sql`), 'utf8')
    if (text.includes('__new_auth_users')) break
    kept.push(entry)
  }
  expect(kept.length).toBeLessThan(journal.entries.length)
  const folder = join(dir, 'before')
  await mkdir(join(folder, 'meta'), { recursive: true })
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  )
  for (const entry of kept)
    await copyFile(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`))
  return folder
}

describe('auth_users.email becomes nullable', () => {
  it('behavior: users, devices and sessions made before the change survive it', async () => {
    const url = `file:${join(dir, 'upgrade.db')}`
    const client = createClient({ url })
    const old = drizzle(client)
    await migrate(old, { migrationsFolder: await migrationsBeforeRebuild() })
    await old
      .insert(authUsers)
      .values({ id: 'u1', email: 'ada@example.org', createdAt: 1, updatedAt: 1 })
    await old.insert(authDevices).values({ userId: 'u1', deviceId: 'd1', approvedAt: 1 })
    await old.insert(authSessions).values({
      tokenHash: 'h1',
      userId: 'u1',
      deviceId: 'd1',
      origin: 'https://shop.example',
      createdAt: 1,
      expiresAt: 2,
    })
    client.close()

    const { db, close } = await openDatabase(url)
    try {
      expect(await db.select().from(authUsers)).toMatchObject([
        { id: 'u1', email: 'ada@example.org' },
      ])
      expect(await db.select().from(authDevices)).toHaveLength(1)
      expect(await db.select().from(authSessions)).toHaveLength(1)
      await db.insert(authUsers).values({ id: 'u2', email: null, createdAt: 3, updatedAt: 3 })
      await db.insert(authUsers).values({ id: 'u3', email: null, createdAt: 3, updatedAt: 3 })
      await expect(
        db
          .insert(authUsers)
          .values({ id: 'u4', email: 'ada@example.org', createdAt: 3, updatedAt: 3 }),
      ).rejects.toThrow()
      const [nulls] = await db.all<{ count: number }>(
        sql`SELECT count(*) AS count FROM auth_users WHERE email IS NULL`,
      )
      expect(nulls?.count).toBe(2)
      // The foreign keys still hold: deleting the user removes its device.
      await db.delete(authUsers).where(eq(authUsers.id, 'u1'))
      expect(await db.select().from(authDevices)).toHaveLength(0)
    } finally {
      close()
    }
  })
})
