import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Client, createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './openDatabase.ts'

// Migrations that rebuild auth tables, run on data written before them. Rows are written and
// read with plain SQL: the schema objects describe the newest tables only.
const MIGRATIONS = fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url))

interface Journal {
  entries: { tag: string }[]
}

let dir: string
let folderCount = 0

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-migration-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/**
 * A copy of the migrations folder holding the migrations before the first whose SQL contains
 * `marker` (with that one too when `including`).
 */
async function migrationsUpTo(marker: string, including: boolean): Promise<string> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as Journal
  const kept: Journal['entries'] = []
  for (const entry of journal.entries) {
    const text = await readFile(join(MIGRATIONS, `${entry.tag}.sql`), 'utf8')
    const isMarked = text.includes(marker)
    if (isMarked && !including) break
    kept.push(entry)
    if (isMarked) break
  }
  expect(kept.length).toBeLessThan(journal.entries.length)
  folderCount += 1
  const folder = join(dir, `migrations-${folderCount}`)
  await mkdir(join(folder, 'meta'), { recursive: true })
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  )
  for (const entry of kept)
    await copyFile(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`))
  return folder
}

async function migrateWith(url: string, folder: string): Promise<void> {
  const client = createClient({ url })
  try {
    await migrate(drizzle(client), { migrationsFolder: folder })
  } finally {
    client.close()
  }
}

async function rows(client: Client, query: string): Promise<Record<string, unknown>[]> {
  const result = await client.execute(query)
  return result.rows.map((row) => ({ ...row }))
}

// The marker of each migration under test.
const EMAIL_NULLABLE = '__new_auth_users'
const ORIGIN_BOUND = '__new_auth_devices'

describe('auth_users.email becomes nullable (0004)', () => {
  it('behavior: users, devices and sessions made before the change survive it', async () => {
    const url = `file:${join(dir, 'upgrade-0004.db')}`
    await migrateWith(url, await migrationsUpTo(EMAIL_NULLABLE, false))
    const before = createClient({ url })
    await before.executeMultiple(`
      INSERT INTO auth_users (id, email, created_at, updated_at) VALUES ('u1', 'ada@example.org', 1, 1);
      INSERT INTO auth_devices (user_id, device_id, approved_at) VALUES ('u1', 'd1', 1);
      INSERT INTO auth_sessions (token_hash, user_id, device_id, origin, created_at, expires_at)
        VALUES ('h1', 'u1', 'd1', 'https://shop.example', 1, 2);`)
    before.close()

    await migrateWith(url, await migrationsUpTo(EMAIL_NULLABLE, true))
    const client = createClient({ url })
    try {
      await client.execute('PRAGMA foreign_keys = ON')
      expect(await rows(client, 'SELECT id, email FROM auth_users')).toEqual([
        { id: 'u1', email: 'ada@example.org' },
      ])
      expect(await rows(client, 'SELECT * FROM auth_devices')).toHaveLength(1)
      expect(await rows(client, 'SELECT * FROM auth_sessions')).toHaveLength(1)
      await client.executeMultiple(`
        INSERT INTO auth_users (id, email, created_at, updated_at) VALUES ('u2', NULL, 3, 3);
        INSERT INTO auth_users (id, email, created_at, updated_at) VALUES ('u3', NULL, 3, 3);`)
      await expect(
        client.execute(
          "INSERT INTO auth_users (id, email, created_at, updated_at) VALUES ('u4', 'ada@example.org', 3, 3)",
        ),
      ).rejects.toThrow()
      expect(
        await rows(client, 'SELECT count(*) AS count FROM auth_users WHERE email IS NULL'),
      ).toEqual([{ count: 2 }])
      // The foreign keys still hold: deleting the user removes its device.
      await client.execute("DELETE FROM auth_users WHERE id = 'u1'")
      expect(await rows(client, 'SELECT * FROM auth_devices')).toHaveLength(0)
    } finally {
      client.close()
    }
  })
})

describe('sign-in bound to project and origin (0006)', () => {
  it('behavior: users and keys stay; unbound trust, links, login codes and sessions go; projects keep the defaults', async () => {
    const url = `file:${join(dir, 'upgrade-0006.db')}`
    await migrateWith(url, await migrationsUpTo(ORIGIN_BOUND, false))
    const before = createClient({ url })
    await before.executeMultiple(`
      INSERT INTO projects (id, name, allowed_origins, features, updated_at)
        VALUES ('shop', 'Shop', '["https://shop.example"]', '[]', 1);
      INSERT INTO auth_users (id, email, address, key_blob, wrapped_unlock_key, created_at, updated_at)
        VALUES ('u1', 'ada@example.org', '0xabc', 'blob', 'wrapped', 1, 1);
      INSERT INTO auth_devices (user_id, device_id, approved_at) VALUES ('u1', 'd1', 1);
      INSERT INTO auth_device_approvals (token_hash, user_id, device_id, project_id, origin, created_at, expires_at)
        VALUES ('t1', 'u1', 'd2', 'shop', 'https://shop.example', 1, 9999999999999);
      INSERT INTO auth_codes (purpose, subject, code_hmac, device_id, attempts, created_at, expires_at)
        VALUES ('login', 'ada@example.org', 'hmac', 'd1', 0, 1, 9999999999999),
               ('email_primary', 'u1', 'hmac', NULL, 0, 1, 9999999999999);
      INSERT INTO auth_sessions (token_hash, user_id, device_id, origin, created_at, expires_at)
        VALUES ('h1', 'u1', 'd1', 'https://evil.example', 1, 9999999999999);`)
    before.close()

    const { close } = await openDatabase(url)
    close()
    const client = createClient({ url })
    try {
      expect(await rows(client, 'SELECT id, email, key_blob FROM auth_users')).toEqual([
        { id: 'u1', email: 'ada@example.org', key_blob: 'blob' },
      ])
      for (const table of ['auth_devices', 'auth_device_approvals', 'auth_sessions'])
        expect(await rows(client, `SELECT * FROM ${table}`)).toEqual([])
      expect(await rows(client, 'SELECT purpose, origin FROM auth_codes')).toEqual([
        { purpose: 'email_primary', origin: null },
      ])
      expect(await rows(client, 'SELECT id, include_default_origins FROM projects')).toEqual([
        { id: 'shop', include_default_origins: 1 },
      ])
      // The new shapes: trust per (e-mail, device, origin) with no user needed; sessions name
      // their project.
      await client.executeMultiple(`
        INSERT INTO auth_devices (email, device_id, origin, approved_at)
          VALUES ('new@example.org', 'd1', 'https://shop.example', 2),
                 ('new@example.org', 'd1', 'https://other.example', 2);
        INSERT INTO auth_sessions (token_hash, user_id, device_id, project_id, origin, created_at, expires_at)
          VALUES ('h2', 'u1', 'd1', 'shop', 'https://shop.example', 2, 3);`)
      await expect(
        client.execute(
          "INSERT INTO auth_devices (email, device_id, origin, approved_at) VALUES ('new@example.org', 'd1', 'https://shop.example', 3)",
        ),
      ).rejects.toThrow()
    } finally {
      client.close()
    }
  })
})
