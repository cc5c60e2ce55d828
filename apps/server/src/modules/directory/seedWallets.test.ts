import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildServer } from '../../buildServer.ts'
import { parseServerConfig } from '../../config.ts'
import { tablesOf } from '../../db/database.ts'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/createTestDatabase.ts'
import { TEST_PROJECT_ID, testConfigInput } from '../../testing/createTestServer.ts'
import { seedWallets, WALLETS_SEED_NAME } from './seedWallets.ts'

const hex = (digit: string) => digit.repeat(64)
const alpha = {
  id: hex('a'),
  name: 'Alpha Wallet',
  display_index: 2,
  image_id: hex('a'),
  image_url: `wallet-images/${hex('a')}.webp`,
  rdns: 'org.alpha',
  chains: ['eip155:1', 'eip155:10'],
  homepage: 'https://alpha.example',
  mobile_link: 'alpha://',
  desktop_link: null,
  webapp_link: null,
  badge_type: null,
  listing_status: 'current',
}
const beta = {
  ...alpha,
  id: hex('b'),
  name: 'Beta',
  display_index: 1,
  image_id: null,
  image_url: null,
  chains: null,
}
const gamma = {
  ...alpha,
  id: hex('c'),
  name: 'Gamma',
  display_index: 3,
  chains: ['solana:mainnet'],
}

let dir: string
let walletsFile: string
let testDatabase: TestDatabase
let database: OpenedDatabase

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-seed-'))
  walletsFile = join(dir, 'wallets.json')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

beforeEach(async () => {
  testDatabase = await createTestDatabase(dir, `seed-${crypto.randomUUID()}`)
  database = await openDatabase(testDatabase.url)
})

afterEach(async () => {
  await database.close()
  await testDatabase.drop()
})

async function writeWallets(entries: unknown): Promise<void> {
  await writeFile(walletsFile, JSON.stringify(entries))
}

async function namesInOrder(): Promise<string[]> {
  const { wallets } = tablesOf(database.db)
  const rows = await database.db.select().from(wallets).orderBy(asc(wallets.displayIndex))
  return rows.map((row) => row.name)
}

describe('seedWallets', () => {
  it('default: seeds an empty table and records the file hash', async () => {
    const { seedState, walletChains } = tablesOf(database.db)
    await writeWallets([alpha, beta, gamma])
    const result = await seedWallets(database.db, walletsFile)
    expect(result).toMatchObject({ seeded: true, count: 3 })
    expect(result.sourceHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await namesInOrder()).toEqual(['Beta', 'Alpha Wallet', 'Gamma'])
    const [state] = await database.db
      .select()
      .from(seedState)
      .where(eq(seedState.name, WALLETS_SEED_NAME))
    expect(state?.sourceHash).toBe(result.sourceHash)
    const chains = await database.db.select().from(walletChains)
    expect(chains).toHaveLength(3)
  })

  it('behavior: the same file again leaves the table alone', async () => {
    const { wallets } = tablesOf(database.db)
    await writeWallets([alpha, beta])
    await seedWallets(database.db, walletsFile)
    // A marker row the seeder would delete if it reseeded.
    await database.db.update(wallets).set({ name: 'Marker' }).where(eq(wallets.id, alpha.id))
    const result = await seedWallets(database.db, walletsFile)
    expect(result).toMatchObject({ seeded: false, count: 2 })
    expect(await namesInOrder()).toEqual(['Beta', 'Marker'])
  })

  it('behavior: a changed file (new hash) replaces every row', async () => {
    const { walletChains } = tablesOf(database.db)
    await writeWallets([alpha, beta])
    const first = await seedWallets(database.db, walletsFile)
    await writeWallets([{ ...alpha, name: 'Alpha Renamed', chains: ['eip155:137'] }, gamma])
    const second = await seedWallets(database.db, walletsFile)
    expect(second).toMatchObject({ seeded: true, count: 2 })
    expect(second.sourceHash).not.toBe(first.sourceHash)
    expect(await namesInOrder()).toEqual(['Alpha Renamed', 'Gamma'])
    const chains = await database.db.select().from(walletChains)
    expect(chains.map((row) => row.caipNetworkId).toSorted()).toEqual([
      'eip155:137',
      'solana:mainnet',
    ])
  })

  it('behavior: an emptied table is reseeded even when the hash matches', async () => {
    const { walletChains, wallets } = tablesOf(database.db)
    await writeWallets([alpha])
    await seedWallets(database.db, walletsFile)
    await database.db.delete(walletChains)
    await database.db.delete(wallets)
    const result = await seedWallets(database.db, walletsFile)
    expect(result).toMatchObject({ seeded: true, count: 1 })
  })

  it.each([
    ['a bad id', [{ ...alpha, id: 'not-hex' }], '[0].id: must be 64 hexadecimal characters'],
    [
      'an image path outside wallet-images',
      [alpha, { ...beta, image_url: '../../etc/passwd' }],
      '[1].image_url: must be wallet-images/<64 hex>.webp or .svg',
    ],
    ['a bad chain id', [{ ...alpha, chains: ['eip155'] }], '[0].chains[0]: must be a CAIP-2 id'],
    ['a duplicate id', [alpha, alpha], '[1].id: duplicate id'],
  ])('error: %s keeps the current rows', async (_case, entries, expected) => {
    await writeWallets([alpha, beta])
    await seedWallets(database.db, walletsFile)
    await writeWallets(entries)
    const error = await seedWallets(database.db, walletsFile).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(`Invalid wallet data ${walletsFile}: ${expected}`)
    expect(await namesInOrder()).toEqual(['Beta', 'Alpha Wallet'])
  })

  it('error: a file that is not JSON', async () => {
    await writeFile(walletsFile, '[{')
    await expect(seedWallets(database.db, walletsFile)).rejects.toThrow(
      `Wallet data ${walletsFile} is not valid JSON`,
    )
  })
})

describe('seedWallets from several processes', () => {
  it('behavior: connections seeding one database at once seed it once', async () => {
    await writeWallets([alpha, beta, gamma])
    const others = await Promise.all([1, 2].map(() => openDatabase(testDatabase.url)))
    try {
      const results = await Promise.all(
        [database, ...others].map(({ db }) => seedWallets(db, walletsFile)),
      )
      expect(results.filter((result) => result.seeded)).toHaveLength(1)
      expect(results.map((result) => result.count)).toEqual([3, 3, 3])
      expect(await namesInOrder()).toEqual(['Beta', 'Alpha Wallet', 'Gamma'])
    } finally {
      for (const other of others) await other.close()
    }
  })
})

describe('buildServer wallet seeding', () => {
  it('behavior: a restart after the data file changed serves the new directory', async () => {
    const dataDir = join(dir, 'data')
    await mkdir(dataDir, { recursive: true })
    const restartDatabase = await createTestDatabase(dir, 'restart')
    const config = parseServerConfig(
      testConfigInput(dir, { dataDir, databaseUrl: restartDatabase.url }),
    )
    const names = async () => {
      const app = await buildServer(config)
      try {
        const response = await app.inject({ url: `/getWallets?projectId=${TEST_PROJECT_ID}` })
        return response.json().data.map((wallet: { name: string }) => wallet.name)
      } finally {
        await app.close()
      }
    }

    await writeFile(join(dataDir, 'wallets.json'), JSON.stringify([alpha, beta]))
    expect(await names()).toEqual(['Beta', 'Alpha Wallet'])
    await writeFile(join(dataDir, 'wallets.json'), JSON.stringify([gamma]))
    expect(await names()).toEqual(['Gamma'])
    await restartDatabase.drop()
  })
})
