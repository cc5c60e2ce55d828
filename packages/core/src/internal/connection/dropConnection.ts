import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { listedConnections } from './listedConnections.ts'
import { writeConnections } from './writeConnections.ts'

/** Takes one wallet out of a namespace's list of connections (state and storage). */
export function dropConnection(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const listed = listedConnections(config, namespace)
  if (!listed.some((each) => each.connectorId === connectorId)) return
  writeConnections(
    config,
    namespace,
    listed.filter((each) => each.connectorId !== connectorId),
  )
}
