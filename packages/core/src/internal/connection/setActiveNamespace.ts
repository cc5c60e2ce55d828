import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { getAdapter } from './getAdapter.ts'

/** Makes a namespace the active one and remembers it; it must have an adapter. */
export function setActiveNamespace(config: PorticoConfig, namespace: ChainNamespace): void {
  getAdapter(config, namespace)
  config.stores.connection.setState({ activeNamespace: namespace })
  config.storage.set(storageKeys.activeNamespace, namespace)
  const network = config.stores.network.getState().namespaces[namespace]?.caipNetwork
  if (network) config.storage.set(storageKeys.activeCaipNetworkId, network.caipNetworkId)
}
