import { fetchBalance } from '../../actions/fetchBalance.ts'
import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import { reloadActivityUntilIndexed } from '../account/reloadActivityUntilIndexed.ts'

/**
 * The balance service forces a chain read at most every 5 s per account (the server's
 * `forceUpdateIntervalMs`), so a forced read right after the trade may be answered from the
 * cache of the one `openSwap` made: the balances are read once more past that window.
 */
const BALANCE_AGAIN_MS = 5_500

/**
 * Reloads what a mined swap changed: the balances past the caches and the Activity, at once;
 * then the Activity again until the service lists `hash` (the kit shows its own entry
 * meanwhile), and the balances once more after the service's forced-read window. It never
 * throws; the later reads run in the background.
 */
export async function refreshAfterSwap(
  config: PorticoConfig,
  run: SwapRunRecord,
  hash: string,
): Promise<void> {
  await Promise.all([
    fetchBalance(config, { namespace: 'eip155', force: true }),
    reloadActivityUntilIndexed(config, {
      namespace: 'eip155',
      caipNetworkId: run.network.caipNetworkId,
      address: run.account,
      hash,
    }),
  ])
  setTimeout(
    () => void fetchBalance(config, { namespace: 'eip155', force: true }),
    BALANCE_AGAIN_MS,
  )
}
