import { and, desc, eq, gt, lte } from 'drizzle-orm'
import { type Tables, tablesOf, writeAtomically } from '../../../db/database.ts'
import type { Database } from '../../../db/openDatabase.ts'

/** One recorded asset movement, as stored in `chain_transfers`. */
export type TransferRow = Tables['chainTransfers']['$inferSelect']

/** The last block recorded for a chain. */
export interface IndexCursor {
  blockNumber: number
  blockHash: string
}

/**
 * The indexer's cursor for a chain, or `undefined` before its first block.
 *
 * @example
 * const cursor = await readCursor(db, 'eip155:31337') // { blockNumber: 42, blockHash: '0x…' }
 */
export async function readCursor(
  db: Database,
  caipNetworkId: string,
): Promise<IndexCursor | undefined> {
  const { chainCursors } = tablesOf(db)
  const [row] = await db
    .select({ blockNumber: chainCursors.blockNumber, blockHash: chainCursors.blockHash })
    .from(chainCursors)
    .where(eq(chainCursors.caipNetworkId, caipNetworkId))
  return row
}

/** A recorded transaction: its hash and the block it was recorded in. */
export type RecordedTransaction = Pick<TransferRow, 'txHash' | 'blockNumber'>

/**
 * The newest transaction recorded for a chain at or below `blockNumber`, or `undefined` when
 * none is.
 *
 * @example
 * const kept = await readNewestRecordedAtOrBelow(db, 'eip155:31337', 30)
 * // { txHash: '0x…', blockNumber: 28 }
 */
export async function readNewestRecordedAtOrBelow(
  db: Database,
  caipNetworkId: string,
  blockNumber: number,
): Promise<RecordedTransaction | undefined> {
  const { chainTransfers } = tablesOf(db)
  const [row] = await db
    .select({ txHash: chainTransfers.txHash, blockNumber: chainTransfers.blockNumber })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.caipNetworkId, caipNetworkId),
        lte(chainTransfers.blockNumber, blockNumber),
      ),
    )
    .orderBy(desc(chainTransfers.blockNumber), desc(chainTransfers.txIndex))
    .limit(1)
  return row
}

/**
 * Records the transfers of a block range and moves the cursor to its last block, in one
 * atomic write (`writeAtomically`): a crash leaves either both or neither. Rows already stored are kept as they are,
 * so re-reading a range never duplicates.
 *
 * @example
 * await recordBlockRange(db, 'eip155:31337', rows, { blockNumber: 50, blockHash: '0x…' })
 */
export async function recordBlockRange(
  db: Database,
  caipNetworkId: string,
  rows: readonly TransferRow[],
  cursor: IndexCursor,
): Promise<void> {
  const { chainCursors, chainTransfers } = tablesOf(db)
  await writeAtomically(db, (tx) => {
    const statements: PromiseLike<unknown>[] = []
    // SQLite allows 32,766 bound values per statement; 12 columns a row leaves room for 500 rows.
    for (let start = 0; start < rows.length; start += 500)
      statements.push(
        tx
          .insert(chainTransfers)
          .values(rows.slice(start, start + 500))
          .onConflictDoNothing(),
      )
    statements.push(
      tx
        .insert(chainCursors)
        .values({ caipNetworkId, ...cursor, updatedAt: Date.now() })
        .onConflictDoUpdate({
          target: chainCursors.caipNetworkId,
          set: { ...cursor, updatedAt: Date.now() },
        }),
    )
    return statements
  })
}

/**
 * Forgets everything after `cursor.blockNumber` (a reorg or a reset chain) and sets the cursor
 * there; `undefined` forgets the chain's whole history.
 *
 * @example
 * await rewindIndex(db, 'eip155:31337', { blockNumber: 30, blockHash: '0x…' })
 */
export async function rewindIndex(
  db: Database,
  caipNetworkId: string,
  cursor: IndexCursor | undefined,
): Promise<void> {
  const { chainCursors, chainTransfers } = tablesOf(db)
  await writeAtomically(db, (tx) => {
    const onChain = eq(chainTransfers.caipNetworkId, caipNetworkId)
    if (cursor === undefined)
      return [
        tx.delete(chainTransfers).where(onChain),
        tx.delete(chainCursors).where(eq(chainCursors.caipNetworkId, caipNetworkId)),
      ]
    return [
      tx
        .delete(chainTransfers)
        .where(and(onChain, gt(chainTransfers.blockNumber, cursor.blockNumber))),
      tx
        .update(chainCursors)
        .set({ ...cursor, updatedAt: Date.now() })
        .where(eq(chainCursors.caipNetworkId, caipNetworkId)),
    ]
  })
}
