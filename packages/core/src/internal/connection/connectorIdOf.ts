import type { NamespaceConnection } from '../../types/state.ts'

/**
 * The connector of a namespace's connection: the one it is connecting with (`connectorId`, set
 * from the start of a connect), else the one of the connection it holds.
 *
 * @example
 * connectorIdOf(config.stores.connection.getState().namespaces.eip155) // 'io.metamask'
 */
export function connectorIdOf(namespace: NamespaceConnection | undefined): string | undefined {
  return namespace?.connectorId ?? namespace?.connection?.connectorId
}
