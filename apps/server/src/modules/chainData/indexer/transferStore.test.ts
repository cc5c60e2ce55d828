import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tablesOf } from '../../../db/database.ts'
import { openDatabase } from '../../../db/openDatabase.ts'
import { createTestDatabase } from '../../../testing/createTestDatabase.ts'
import { readCursor, recordBlockRange, rewindIndex, type TransferRow } from './transferStore.ts'

// Runs on SQLite in project `server` and on Postgres in `server-postgres` (createTestDatabase).
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-transfers-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const CHAIN = 'eip155:31337'

function rows(count: number): TransferRow[] {
  return Array.from({ length: count }, (_, index) => ({
    caipNetworkId: CHAIN,
    txHash: `0x${index.toString(16).padStart(64, '0')}`,
    logIndex: 0,
    blockNumber: 1 + Math.floor(index / 10),
    txIndex: index % 10,
    blockTime: 1_700_000_000,
    status: 'confirmed',
    kind: 'native',
    contract: null,
    fromAddress: '0x1111111111111111111111111111111111111111',
    toAddress: '0x2222222222222222222222222222222222222222',
    amount: '1',
  }))
}

describe('transferStore', () => {
  it('behavior: the server’s other writes during a block range’s write wait for it, never SQLITE_BUSY', async () => {
    const database = await createTestDatabase(dir, 'concurrent')
    const { db, close } = await openDatabase(database.url)
    const { seedState } = tablesOf(db)
    try {
      // A range of 1,500 rows is three inserts and the cursor: other requests' statements
      // arrive between them, as the e2e run's sign-ins did while the indexer wrote blocks.
      const recording = recordBlockRange(db, CHAIN, rows(1500), {
        blockNumber: 150,
        blockHash: '0xb',
      })
      const others = Array.from({ length: 5 }, (_, index) =>
        db.insert(seedState).values({ name: `other-${index}`, sourceHash: 'h', seededAt: index }),
      )
      await Promise.all([recording, ...others])
      expect(await readCursor(db, CHAIN)).toEqual({ blockNumber: 150, blockHash: '0xb' })
      expect(await db.$count(tablesOf(db).chainTransfers)).toBe(1500)
      expect(await db.$count(seedState)).toBe(5)

      // A rewind is one atomic write too.
      const rewinding = rewindIndex(db, CHAIN, { blockNumber: 100, blockHash: '0xa' })
      const another = db.insert(seedState).values({ name: 'after', sourceHash: 'h', seededAt: 9 })
      await Promise.all([rewinding, another])
      expect(await readCursor(db, CHAIN)).toEqual({ blockNumber: 100, blockHash: '0xa' })
      expect(await db.$count(tablesOf(db).chainTransfers)).toBe(1000)
    } finally {
      await close()
      await database.drop()
    }
  })
})
