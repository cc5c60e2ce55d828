import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connector } from '../types/connector.ts'
import { markInstalledWallets } from './markInstalledWallets.ts'

/** Replaces one namespace's connectors in the store and re-flags installed directory wallets. */
export function setConnectors(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectors: readonly Connector[],
): void {
  config.stores.connectors.setState((state) => ({
    connectors: [
      ...state.connectors.filter((connector) => connector.chain !== namespace),
      ...connectors,
    ],
  }))
  markInstalledWallets(config)
}
