import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Whether storage remembers a wallet connected in the namespace, i.e. whether `reconnect` will
 * try to restore one. Bindings that mirror the kit's connection (the wagmi bridge) use it to
 * wait for the silent reconnect instead of reporting "disconnected" before it has run.
 *
 * @example
 * if (hasStoredConnection(config, 'eip155')) showAccountSkeleton()
 */
export function hasStoredConnection(config: PorticoConfig, namespace: ChainNamespace): boolean {
  return (
    config.options.enableReconnect &&
    config.storage.get(storageKeys.connectedConnectorId(namespace)) !== undefined
  )
}
