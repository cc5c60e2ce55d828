import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tablesOf } from '../../db/database.ts'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/createTestDatabase.ts'
import { seedProjects } from '../projects/seedProjects.ts'
import {
  type ReserveGasSponsorshipParameters,
  reserveGasSponsorship,
  userOperationMaxCostWei,
} from './reserveGasSponsorship.ts'

// On SQLite and (vitest project server-postgres) on Postgres: the check and the write are one
// statement (SQLite) or run under the project's advisory lock (Postgres).
const SENDER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ETH = 10n ** 18n
const NOW = Date.parse('2026-11-30T05:00:00.000Z')

let dir: string
let testDatabase: TestDatabase | undefined
let database: OpenedDatabase
/** A second connection pool to the same database: another server process. */
let other: OpenedDatabase
let projectCount = 0

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-gas-sponsorships-'))
  testDatabase = await createTestDatabase(dir)
  database = await openDatabase(testDatabase.url)
  other = await openDatabase(testDatabase.url)
})

afterAll(async () => {
  await database?.close()
  await other?.close()
  await testDatabase?.drop()
  if (dir !== undefined) await rm(dir, { recursive: true, force: true })
})

/** A fresh project, so each test starts from nothing reserved. */
async function freshProject(): Promise<string> {
  projectCount += 1
  const id = `gas-${projectCount}`
  await seedProjects(database.db, [
    {
      id,
      name: id,
      allowedOrigins: [],
      features: [],
      analyticsEnabled: true,
      includeDefaultOrigins: true,
      nameZone: null,
      namesPerAddress: 1,
      smartAccountNetworks: ['eip155:31337'],
      gasSponsorshipLimitWei: null,
    },
  ])
  return id
}

function reservation(
  projectId: string,
  overrides: Partial<ReserveGasSponsorshipParameters> = {},
): ReserveGasSponsorshipParameters {
  return {
    projectId,
    limitWei: ETH,
    chainId: 31337,
    sender: SENDER,
    nonce: 0n,
    maxCostWei: ETH / 4n,
    now: NOW,
    ...overrides,
  }
}

async function rowsOf(projectId: string) {
  const { gasSponsorships } = tablesOf(database.db)
  const rows = await database.db.select().from(gasSponsorships)
  return rows
    .filter((row) => row.projectId === projectId)
    .sort((a, b) => a.chainId - b.chainId || a.nonce.localeCompare(b.nonce))
}

describe('reserveGasSponsorship', () => {
  it('default: reserves up to the limit exactly, then refuses one wei more', async () => {
    const project = await freshProject()
    const reserve = (nonce: bigint, maxCostWei: bigint) =>
      reserveGasSponsorship(database.db, reservation(project, { nonce, maxCostWei }))
    expect(await reserve(0n, ETH / 2n)).toBe(true)
    expect(await reserve(1n, ETH / 2n - 1n)).toBe(true)
    expect(await reserve(2n, 2n)).toBe(false)
    expect(await reserve(2n, 1n)).toBe(true)
    expect(await reserve(3n, 1n)).toBe(false)
    expect(await rowsOf(project)).toEqual([
      {
        projectId: project,
        chainId: 31337,
        sender: SENDER.toLowerCase(),
        nonce: '0',
        maxCostWei: (ETH / 2n).toString(),
        createdAt: NOW,
      },
      expect.objectContaining({ nonce: '1', maxCostWei: (ETH / 2n - 1n).toString() }),
      expect.objectContaining({ nonce: '2', maxCostWei: '1' }),
    ])
  })

  it('behavior: signing the same (sender, nonce) again replaces its reservation, not adds to it', async () => {
    const project = await freshProject()
    const reserve = (maxCostWei: bigint, now = NOW) =>
      reserveGasSponsorship(database.db, reservation(project, { maxCostWei, now }))
    expect(await reserve((ETH * 3n) / 4n)).toBe(true)
    // Counted alone this would pass; added to the first it would not.
    expect(await reserve((ETH * 3n) / 4n, NOW + 1)).toBe(true)
    expect(await reserve(ETH, NOW + 2)).toBe(true)
    expect(await rowsOf(project)).toEqual([
      expect.objectContaining({ nonce: '0', maxCostWei: ETH.toString(), createdAt: NOW + 2 }),
    ])
    // The same nonce from another sender, or on another chain, is another operation.
    expect(
      await reserveGasSponsorship(
        database.db,
        reservation(project, { sender: `0x${'11'.repeat(20)}`, maxCostWei: 1n }),
      ),
    ).toBe(false)
    expect(
      await reserveGasSponsorship(
        database.db,
        reservation(project, { chainId: 31338, maxCostWei: 1n }),
      ),
    ).toBe(false)
  })

  it('behavior: a new figure past the limit for the same operation is refused and the old one kept', async () => {
    const project = await freshProject()
    expect(
      await reserveGasSponsorship(database.db, reservation(project, { maxCostWei: ETH / 2n })),
    ).toBe(true)
    expect(
      await reserveGasSponsorship(database.db, reservation(project, { maxCostWei: ETH + 1n })),
    ).toBe(false)
    expect(await rowsOf(project)).toEqual([
      expect.objectContaining({ maxCostWei: (ETH / 2n).toString() }),
    ])
  })

  it('behavior: every chain counts against one project total; another project has its own', async () => {
    const project = await freshProject()
    const second = await freshProject()
    expect(
      await reserveGasSponsorship(database.db, reservation(project, { maxCostWei: ETH / 2n })),
    ).toBe(true)
    expect(
      await reserveGasSponsorship(
        database.db,
        reservation(project, { chainId: 31338, maxCostWei: ETH / 2n }),
      ),
    ).toBe(true)
    expect(
      await reserveGasSponsorship(database.db, reservation(project, { nonce: 1n, maxCostWei: 1n })),
    ).toBe(false)
    expect(await reserveGasSponsorship(database.db, reservation(second, { maxCostWei: ETH }))).toBe(
      true,
    )
  })

  it('behavior: exact past 64 bits: 1,000 ETH in costs of odd wei, the last wei of the limit', async () => {
    const project = await freshProject()
    const limitWei = 1000n * ETH + 7n
    const cost = 333n * ETH + 123_456_789_987n
    const reserve = (nonce: bigint, maxCostWei: bigint) =>
      reserveGasSponsorship(database.db, reservation(project, { limitWei, nonce, maxCostWei }))
    expect(await reserve(0n, cost)).toBe(true)
    expect(await reserve(1n, cost)).toBe(true)
    expect(await reserve(2n, cost)).toBe(true)
    const left = limitWei - 3n * cost
    expect(await reserve(3n, left + 1n)).toBe(false)
    expect(await reserve(3n, left)).toBe(true)
    expect(await reserve(4n, 1n)).toBe(false)
    // Nonces past 2^64 (a key in the high bits) are stored exactly.
    const nonce = (2n ** 64n + 5n) << 64n
    expect(await reserve(nonce, 0n)).toBe(true)
    expect((await rowsOf(project)).map((row) => row.nonce)).toContain(nonce.toString())
  })

  it('behavior: a cost above the limit is refused without a row', async () => {
    const project = await freshProject()
    expect(
      await reserveGasSponsorship(database.db, reservation(project, { maxCostWei: ETH + 1n })),
    ).toBe(false)
    expect(await rowsOf(project)).toEqual([])
  })

  it('behavior: 24 racing reservations from two connection pools (two processes) never pass the limit', async () => {
    const project = await freshProject()
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        reserveGasSponsorship(
          index % 2 === 0 ? database.db : other.db,
          reservation(project, { nonce: BigInt(index), maxCostWei: ETH / 10n }),
        ),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(10)
    const rows = await rowsOf(project)
    expect(rows).toHaveLength(10)
    expect(rows.reduce((sum, row) => sum + BigInt(row.maxCostWei), 0n)).toBe(ETH)
  })
})

describe('userOperationMaxCostWei', () => {
  it('default: every gas limit, the paymaster ones too, times maxFeePerGas', () => {
    expect(
      userOperationMaxCostWei({
        callGasLimit: 100_000n,
        verificationGasLimit: 200_000n,
        preVerificationGas: 50_000n,
        paymasterVerificationGasLimit: 100_000n,
        paymasterPostOpGasLimit: 1n,
        maxFeePerGas: 2_000_000_000n,
      }),
    ).toBe(450_001n * 2_000_000_000n)
  })
})
