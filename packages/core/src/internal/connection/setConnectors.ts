import type { ChainAdapter } from '../../types/adapter.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connector } from '../../types/connector.ts'
import { markInstalledWallets } from './markInstalledWallets.ts'

/**
 * Replaces one adapter's connectors in the store (two adapters may list connectors of one
 * namespace) and re-flags installed directory wallets.
 */
export function setConnectors(
  config: PorticoConfig,
  adapter: ChainAdapter,
  connectors: readonly Connector[],
): void {
  const { connectorsByAdapter } = config.internal
  connectorsByAdapter.set(adapter, connectors)
  // In the order the adapters were configured, whatever order they reported in.
  const all = config.adapters.flatMap((each) => connectorsByAdapter.get(each) ?? [])
  config.stores.connectors.setState({ connectors: all })
  markInstalledWallets(config)
}
