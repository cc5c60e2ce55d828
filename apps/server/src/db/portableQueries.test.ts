import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SendRateLimitedError } from '../errors/authErrors.ts'
import type { AuthContext } from '../modules/auth/authContext.ts'
import type { AuthConfig } from '../modules/auth/config.ts'
import { isDeviceTrusted, moveTrustedDevices, trustDevice } from '../modules/auth/devices.ts'
import { reserveSend } from '../modules/auth/rateCheck.ts'
import { findWallets } from '../modules/directory/findWallets.ts'
import { getWalletsQuerySchema } from '../modules/directory/getWalletsQuery.ts'
import { createTestDatabase, type TestDatabase } from '../testing/createTestDatabase.ts'
import { isUniqueViolation, tablesOf } from './database.ts'
import { type OpenedDatabase, openDatabase } from './openDatabase.ts'

// The queries that were written for one dialect and made portable (raw SQL, INSERT … SELECT,
// LIKE … ESCAPE), run against the database directly: on SQLite in project `server`, on Postgres
// in `server-postgres`.
let dir: string
let testDatabase: TestDatabase
let database: OpenedDatabase

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-portable-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  testDatabase = await createTestDatabase(dir, `portable-${crypto.randomUUID()}`)
  database = await openDatabase(testDatabase.url)
})

afterEach(async () => {
  await database.close()
  await testDatabase.drop()
})

const NOW = Date.parse('2026-11-27T12:00:00.000Z')

function authContext(settings: Partial<AuthConfig> = {}, now = () => NOW): AuthContext {
  return {
    db: database.db,
    settings: {
      resendDelayMs: 30_000,
      maxSendsPerEmailPerHour: 10,
      maxSendsPerIpPerHour: 30,
      ...settings,
    } as AuthConfig,
    keys: undefined as never,
    mailer: undefined as never,
    now,
  }
}

describe('reserveSend (INSERT … SELECT … WHERE NOT EXISTS … RETURNING)', () => {
  it('behavior: concurrent sends to one address take one slot; the others are refused', async () => {
    const context = authContext()
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => reserveSend(context, { email: 'ada@example.org', ip: '1' })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const result of results.filter((entry) => entry.status === 'rejected'))
      expect(result.reason).toBeInstanceOf(SendRateLimitedError)
  })

  it('behavior: the hourly caps per address and per IP; release gives the slot back', async () => {
    let now = NOW
    const context = authContext(
      { resendDelayMs: 0, maxSendsPerEmailPerHour: 2, maxSendsPerIpPerHour: 3 },
      () => now,
    )
    const send = (email: string) => reserveSend(context, { email, ip: '10.0.0.1' })
    await send('a@example.org')
    now += 1
    const second = await send('a@example.org')
    now += 1
    await expect(send('a@example.org')).rejects.toBeInstanceOf(SendRateLimitedError)
    await second.release()
    await send('a@example.org')
    now += 1
    await send('b@example.org')
    now += 1
    // The IP has 3 sends this hour.
    const refused = await send('c@example.org').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SendRateLimitedError)
    // Its wait is until the oldest of the IP's sends (at NOW, 4 ms ago) leaves the hour.
    expect((refused as SendRateLimitedError).retryAfterSeconds).toBe(3600)
    now += 3_600_000
    await expect(send('c@example.org')).resolves.toBeDefined()
  })
})

describe('moveTrustedDevices (INSERT … SELECT … ON CONFLICT DO NOTHING)', () => {
  it('behavior: every trust moves to the new address; one it already had is kept as it was', async () => {
    const { db } = database
    const origin = 'https://shop.example'
    await trustDevice(db, { email: 'old@example.org', deviceId: 'd1', origin, approvedAt: 1 })
    await trustDevice(db, { email: 'old@example.org', deviceId: 'd2', origin, approvedAt: 2 })
    await trustDevice(db, { email: 'new@example.org', deviceId: 'd2', origin, approvedAt: 9 })
    await moveTrustedDevices(db, { from: 'old@example.org', to: 'new@example.org' })
    const { authDevices } = tablesOf(db)
    const rows = await db.select().from(authDevices).orderBy(asc(authDevices.deviceId))
    expect(rows).toEqual([
      { email: 'new@example.org', deviceId: 'd1', origin, approvedAt: 1 },
      { email: 'new@example.org', deviceId: 'd2', origin, approvedAt: 9 },
    ])
    expect(await isDeviceTrusted(db, { email: 'old@example.org', deviceId: 'd1', origin })).toBe(
      false,
    )
  })
})

describe('findWallets search (LIKE … ESCAPE)', () => {
  const names = ['50% Wallet', '50 Wallet', 'Meta_Mask', 'MetaXMask', 'Back\\slash', 'Backslash']

  beforeEach(async () => {
    const { wallets } = tablesOf(database.db)
    await database.db.insert(wallets).values(
      names.map((name, index) => ({
        id: String(index).repeat(64),
        name,
        nameSearch: name.toLowerCase(),
        displayIndex: index,
      })),
    )
  })

  const search = async (text: string) => {
    const query = v.parse(getWalletsQuerySchema, { search: text })
    const { data, count } = await findWallets(database.db, query)
    expect(count).toBe(data.length)
    return data.map((wallet) => wallet.name)
  }

  it('parameters: %, _ and \\ match themselves only, case-insensitively', async () => {
    expect(await search('%')).toEqual(['50% Wallet'])
    expect(await search('meta_')).toEqual(['Meta_Mask'])
    expect(await search('_')).toEqual(['Meta_Mask'])
    expect(await search('K\\S')).toEqual(['Back\\slash'])
    expect(await search('WALLET')).toEqual(['50% Wallet', '50 Wallet'])
  })
})

describe('isUniqueViolation', () => {
  it('behavior: tells a broken unique index from other failures in either dialect', async () => {
    const { authUsers } = tablesOf(database.db)
    const user = { email: 'ada@example.org', createdAt: 1, updatedAt: 1 }
    await database.db.insert(authUsers).values({ id: 'u1', ...user })
    const duplicate = await database.db
      .insert(authUsers)
      .values({ id: 'u2', ...user })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(duplicate)).toBe(true)
    const samePrimaryKey = await database.db
      .insert(authUsers)
      .values({ id: 'u1', ...user, email: 'other@example.org' })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(samePrimaryKey)).toBe(true)
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false)
  })
})
