import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm'
import { tablesOf } from '../../../db/database.ts'
import type { Database } from '../../../db/openDatabase.ts'
import type { TransferRow } from '../indexer/transferStore.ts'
import type { HistoryPosition } from './historyCursor.ts'

export interface HistoryRows {
  /** Per transaction, newest first, the transfers touching the account (native first). */
  transactions: TransferRow[][]
  /** Where the next page starts; undefined on the last page. */
  next: HistoryPosition | undefined
}

/**
 * Reads one page of an account's history from the indexer's tables: the `limit` newest
 * transactions older than `before` that moved an asset from or to the account.
 *
 * @example
 * const { transactions, next } = await readHistoryRows(db, { caipNetworkId, account, limit: 20 })
 */
export async function readHistoryRows(
  db: Database,
  parameters: {
    caipNetworkId: string
    /** Any case; compared lower-case. */
    account: string
    limit: number
    before?: HistoryPosition
  },
): Promise<HistoryRows> {
  const { chainTransfers } = tablesOf(db)
  const account = parameters.account.toLowerCase()
  const t = chainTransfers
  const touches = or(eq(t.fromAddress, account), eq(t.toAddress, account))
  const conditions: (SQL | undefined)[] = [eq(t.caipNetworkId, parameters.caipNetworkId), touches]
  const { before } = parameters
  if (before !== undefined)
    conditions.push(
      or(
        lt(t.blockNumber, before.blockNumber),
        and(eq(t.blockNumber, before.blockNumber), lt(t.txIndex, before.txIndex)),
      ),
    )
  // One more than asked: its presence says there is a next page.
  const found = await db
    .selectDistinct({ blockNumber: t.blockNumber, txIndex: t.txIndex, txHash: t.txHash })
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.blockNumber), desc(t.txIndex))
    .limit(parameters.limit + 1)
  const page = found.slice(0, parameters.limit)
  if (page.length === 0) return { transactions: [], next: undefined }

  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.caipNetworkId, parameters.caipNetworkId),
        inArray(
          t.txHash,
          page.map((entry) => entry.txHash),
        ),
        touches,
      ),
    )
    .orderBy(t.logIndex)
  const byHash = new Map<string, TransferRow[]>()
  for (const row of rows) byHash.set(row.txHash, [...(byHash.get(row.txHash) ?? []), row])
  const last = page[page.length - 1]
  return {
    transactions: page.map((entry) => byHash.get(entry.txHash) ?? []),
    next:
      found.length > parameters.limit && last !== undefined
        ? { blockNumber: last.blockNumber, txIndex: last.txIndex }
        : undefined,
  }
}
