import type { PorticoConfig } from '../../types/config.ts'

/**
 * Resolves once some adapter lists `connectorId` (announced wallets arrive a moment after
 * load), or after `timeoutMs`, whichever is first. Resolves whether it was found.
 */
export function waitForConnector(
  config: PorticoConfig,
  connectorId: string,
  timeoutMs: number,
): Promise<boolean> {
  const known = () =>
    config.adapters.some((adapter) =>
      adapter.getConnectors().some((connector) => connector.id === connectorId),
    ) ||
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
