import type { Transaction } from '../../types/api.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { historyKey } from './historyKey.ts'
import { listedHashes, mergeOwnTransactions } from './mergeOwnTransactions.ts'

/**
 * Puts the kit's own entries of the history store's account and network among the service's
 * (`mergeOwnTransactions`), and forgets those the service now lists: from then on its entry is
 * the one shown. A store without a list (none loaded, a failure, a network without history)
 * is left as it is: the next load merges them.
 */
export function applyOwnTransactions(config: PorticoConfig): void {
  const { stores, internal } = config
  const state = stores.transactions.getState()
  if (!state.caipNetworkId || !state.address || state.error || state.unavailable) return
  const key = historyKey(state.caipNetworkId, state.address)
  const own = internal.ownTransactions
  const indexed = state.items.filter((item) => !own.shown.has(item))
  const listed = listedHashes(indexed)
  own.records = own.records.filter(
    (record) => record.key !== key || !listed.has(record.transaction.metadata.hash.toLowerCase()),
  )
  const mine: Transaction[] = own.records
    .filter((record) => record.key === key)
    .map((record) => record.transaction)
  const items = mergeOwnTransactions(indexed, mine)
  const unchanged =
    items.length === state.items.length && items.every((item, index) => item === state.items[index])
  if (!unchanged) stores.transactions.setState({ items })
}
