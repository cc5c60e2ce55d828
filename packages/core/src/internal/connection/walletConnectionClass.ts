import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { listedConnections } from './listedConnections.ts'

/**
 * Spec §4 per-wallet connection class: 'connected' when it is the namespace's connected
 * connector, 'active' when it is listed in connections, 'disconnected' when neither.
 */
export type WalletConnectionClass = 'connected' | 'active' | 'disconnected'

/** The spec §4 class of one wallet in one namespace. */
export function walletConnectionClass(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectorId: string,
): WalletConnectionClass {
  const state = config.stores.connection.getState().namespaces[namespace]
  if (state?.status === 'connected' && state.connectorId === connectorId) return 'connected'
  const listed = listedConnections(config, namespace)
  return listed.some((each) => each.connectorId === connectorId) ? 'active' : 'disconnected'
}
