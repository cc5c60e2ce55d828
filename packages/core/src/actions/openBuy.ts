import { emitEvent } from '../internal/emitEvent.ts'
import type { PorticoConfig } from '../types/config.ts'
import { fetchBalance } from './fetchBalance.ts'
import { navigate } from './navigate.ts'
import { resetBuy } from './resetBuy.ts'

/**
 * Opens the Buy view (pushed on the history unless it is the current view) on an empty form,
 * paying by card. The view loads the options (`loadOnrampOptions`); the balances are read again
 * past both caches, so the deposit can later be told from what was there (BUY_OPENED).
 *
 * @example
 * openBuy(config)
 */
export function openBuy(config: PorticoConfig): void {
  resetBuy(config)
  if (config.stores.router.getState().view !== 'Buy') navigate(config, 'Buy')
  const { activeNamespace } = config.stores.connection.getState()
  const network = config.stores.network.getState().namespaces[activeNamespace]?.caipNetwork
  emitEvent(config, 'BUY_OPENED', { network: network?.caipNetworkId ?? null })
  // fetchBalance reports its own failure (spec §8 snackbar); the form works from what is known.
  void fetchBalance(config, { namespace: activeNamespace, force: true })
}
