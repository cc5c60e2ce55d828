import type { TransactionPage } from '@portico/core'
import type { Database } from '../../../db/openDatabase.ts'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'
import { loadTokenMetadata } from '../indexer/tokenMetadataStore.ts'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.ts'
import { readHistoryRows } from './readHistoryRows.ts'
import { toTransaction } from './toTransaction.ts'

/**
 * `GET /v1/account/:address/history` (spec §7): a page of the account's transactions on one
 * chain, newest first, answered from the indexer's tables (no RPC call).
 *
 * @example
 * const page = await readHistoryPage(db, { reader, spam, account, limit: 20 })
 */
export async function readHistoryPage(
  db: Database,
  parameters: {
    reader: EvmChainReader
    /** Lower-case addresses of the chain's spam contracts. */
    spam: ReadonlySet<string>
    account: string
    limit: number
    before?: HistoryPosition
  },
): Promise<TransactionPage> {
  const { reader } = parameters
  const account = parameters.account.toLowerCase()
  const { transactions, next } = await readHistoryRows(db, {
    caipNetworkId: reader.chain.caipNetworkId,
    account,
    limit: parameters.limit,
    ...(parameters.before === undefined ? {} : { before: parameters.before }),
  })
  const contracts = new Set<string>()
  for (const rows of transactions)
    for (const row of rows) if (row.contract !== null) contracts.add(row.contract)
  const metadata = await loadTokenMetadata(db, reader, [...contracts])
  const context = { reader, metadata, spam: parameters.spam }
  return {
    data: transactions
      .filter((rows) => rows.length > 0)
      .map((rows) => toTransaction(rows, account, context)),
    next: next === undefined ? null : encodeHistoryCursor(next),
  }
}
