import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { storedConnections } from './storedConnections.ts'
import { writeConnections } from './writeConnections.ts'

/**
 * Mirrors one namespace's live connection into the list of connections (spec §3); undefined
 * drops the whole namespace. With multi-wallet off the list is that one connection. With it
 * on, the connection replaces the entry of the same connector or joins the end of the list,
 * which starts from storage on first use so that a reload keeps the other wallets.
 */
export function saveConnections(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connection: Connection | undefined,
): void {
  if (!connection) {
    writeConnections(config, namespace, [])
    return
  }
  if (!config.stores.features.getState().features.multiWallet) {
    writeConnections(config, namespace, [connection])
    return
  }
  const listed =
    config.stores.connection.getState().connections?.[namespace] ??
    storedConnections(config, namespace)
  const index = listed.findIndex((each) => each.connectorId === connection.connectorId)
  writeConnections(
    config,
    namespace,
    index === -1 ? [...listed, connection] : listed.with(index, connection),
  )
}
