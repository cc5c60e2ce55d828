import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { isConnected } from '../connection/isConnected.ts'

/** Where a purchase would be delivered: the active namespace's connected account and network. */
export interface OnrampContext {
  namespace: ChainNamespace
  connected: boolean
  address: string | undefined
  /** Undefined while the wallet is on a chain the dApp does not list. */
  network: Network | undefined
}

/** The active namespace's connection and network, as they are now. */
export function getOnrampContext(config: PorticoConfig): OnrampContext {
  const { stores } = config
  const namespace = stores.connection.getState().activeNamespace
  return {
    namespace,
    connected: isConnected(config, namespace),
    address: stores.account.getState().namespaces[namespace]?.address,
    network: stores.network.getState().namespaces[namespace]?.caipNetwork,
  }
}
