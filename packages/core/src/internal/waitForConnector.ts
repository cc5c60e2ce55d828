import type { ChainAdapter } from '../types/adapter.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Resolves once the adapter knows `connectorId` (announced wallets arrive a moment after
 * load), or after `timeoutMs`, whichever is first. Resolves whether it was found.
 */
export function waitForConnector(
  config: PorticoConfig,
  adapter: ChainAdapter,
  connectorId: string,
  timeoutMs: number,
): Promise<boolean> {
  const known = () =>
    adapter.getConnectors().some((connector) => connector.id === connectorId) ||
    config.stores.connectors.getState().connectors.some((connector) => connector.id === connectorId)
  if (known()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const finish = (found: boolean) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(found)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    const unsubscribe = config.stores.connectors.subscribe(() => {
      if (known()) finish(true)
    })
  })
}
