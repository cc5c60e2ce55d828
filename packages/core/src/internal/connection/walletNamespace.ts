import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * The namespace a wallet action is for: the one given, else the one whose list holds the
 * connector, else the connector's own chain, else the active namespace.
 */
export function walletNamespace(
  config: PorticoConfig,
  connectorId: string,
  namespace: ChainNamespace | undefined,
): ChainNamespace {
  if (namespace) return namespace
  const { connections = {}, activeNamespace } = config.stores.connection.getState()
  const listed = (Object.keys(connections) as ChainNamespace[]).find((each) =>
    connections[each]?.some((connection) => connection.connectorId === connectorId),
  )
  if (listed) return listed
  const connector = config.stores.connectors
    .getState()
    .connectors.find((candidate) => candidate.id === connectorId)
  return connector?.chain ?? activeNamespace
}
