import type { Transaction } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { applyOwnTransactions } from './applyOwnTransactions.ts'
import { historyKey } from './historyKey.ts'

/** The kit's own records kept at most; the oldest go first (the service lists them by then). */
const OWN_TRANSACTIONS_MAX = 50

/**
 * Records a transaction the kit sent or followed (from its hash, then its receipt) in the
 * history of `address` on the transaction's network: Activity shows it at once, before the
 * service's indexer lists it, and replaces it with the service's entry of the same hash once
 * that arrives (`applyOwnTransactions`). A later record of the same hash (pending, then
 * confirmed) replaces the earlier. Nothing is recorded once the service lists the hash.
 *
 * @example
 * recordOwnTransaction(config, address, ownTransferEntry({ request, hash, status: 'confirmed' }))
 */
export function recordOwnTransaction(
  config: PorticoConfig,
  address: string,
  transaction: Transaction,
): void {
  const own = config.internal.ownTransactions
  const key = historyKey(transaction.metadata.chain, address)
  const hash = transaction.metadata.hash.toLowerCase()
  const state = config.stores.transactions.getState()
  const inStore =
    state.caipNetworkId !== undefined &&
    state.address !== undefined &&
    historyKey(state.caipNetworkId, state.address) === key
  const indexed =
    inStore &&
    state.items.some((item) => !own.shown.has(item) && item.metadata.hash.toLowerCase() === hash)
  if (indexed) return
  const others = own.records.filter(
    (record) => record.key !== key || record.transaction.metadata.hash.toLowerCase() !== hash,
  )
  own.records = [...others, { key, transaction }].slice(-OWN_TRANSACTIONS_MAX)
  own.shown.add(transaction)
  if (inStore) applyOwnTransactions(config)
}

/**
 * Whether the service's history has listed `hash` for `address` on `caipNetworkId`: the kit's
 * own record of it is gone (or there never was one).
 */
export function isOwnTransactionIndexed(
  config: PorticoConfig,
  caipNetworkId: string,
  address: string,
  hash: string,
): boolean {
  const key = historyKey(caipNetworkId, address)
  return !config.internal.ownTransactions.records.some(
    (record) =>
      record.key === key && record.transaction.metadata.hash.toLowerCase() === hash.toLowerCase(),
  )
}
