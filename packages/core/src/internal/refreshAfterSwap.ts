import { fetchBalance } from '../actions/fetchBalance.ts'
import { fetchTransactions } from '../actions/fetchTransactions.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * When the Activity is asked again while the history does not list the trade yet (its indexer
 * follows the chain a second or so behind the receipt): after 1, 2 and 4 s.
 */
const HISTORY_RETRY_MS = [1_000, 2_000, 4_000] as const
/**
 * The balance service forces a chain read at most every 5 s per account (the server's
 * `forceUpdateIntervalMs`), so a forced read right after the trade may be answered from the
 * cache of the one `openSwap` made: the balances are read once more past that window.
 */
const BALANCE_AGAIN_MS = 5_500

/**
 * Reloads what a mined swap changed: the balances past the caches and the Activity, at once;
 * then the Activity again until it lists `hash` (3 tries), and the balances once more after the
 * service's forced-read window. It never throws; the later reads run in the background.
 */
export async function refreshAfterSwap(config: PorticoConfig, hash: string): Promise<void> {
  const lists = () =>
    config.stores.transactions
      .getState()
      .items.some((item) => item.metadata.hash.toLowerCase() === hash.toLowerCase())
  const history = () => fetchTransactions(config, { namespace: 'eip155', reset: true })
  await Promise.all([fetchBalance(config, { namespace: 'eip155', force: true }), history()])
  setTimeout(
    () => void fetchBalance(config, { namespace: 'eip155', force: true }),
    BALANCE_AGAIN_MS,
  )
  void (async () => {
    for (const wait of HISTORY_RETRY_MS) {
      if (lists()) return
      await new Promise((resolve) => setTimeout(resolve, wait))
      await history()
    }
  })()
}
