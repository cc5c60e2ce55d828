import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** Whether a namespace (default: the active one) has a connected account. */
export function isConnected(config: PorticoConfig, namespace?: ChainNamespace): boolean {
  const state = config.stores.connection.getState()
  return state.namespaces[namespace ?? state.activeNamespace]?.status === 'connected'
}
