import { emitEvent } from '../internal/project/emitEvent.ts'
import type { PorticoConfig } from '../types/config.ts'
import { fetchBalance } from './fetchBalance.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'

/**
 * What the Buy view does as it shows, however it was opened (`openBuy`, or a dApp's
 * `open({ view: 'Buy' })`): reports BUY_OPENED, reads the balances again past both caches (the
 * deposit is later told from what is there now), and loads the options. It never throws.
 *
 * @example
 * useEffect(() => void startBuy(config), [config])
 */
export async function startBuy(config: PorticoConfig): Promise<void> {
  const { activeNamespace } = config.stores.connection.getState()
  const network = config.stores.network.getState().namespaces[activeNamespace]?.caipNetwork
  emitEvent(config, 'BUY_OPENED', { network: network?.caipNetworkId ?? null })
  // fetchBalance reports its own failure (spec §8 snackbar); the form works from what is known.
  await Promise.all([
    fetchBalance(config, { namespace: activeNamespace, force: true }),
    loadOnrampOptions(config),
  ])
}
