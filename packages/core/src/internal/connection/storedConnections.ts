import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { findNetwork } from './findNetwork.ts'

/**
 * A namespace's connections as storage holds them (schema-checked by the storage key), with
 * each chain id resolved to the dApp's network where it has one.
 */
export function storedConnections(config: PorticoConfig, namespace: ChainNamespace): Connection[] {
  const stored = config.storage.get(storageKeys.connections)?.[namespace] ?? []
  return stored.map(({ connectorId, accounts, chainId }) => ({
    connectorId,
    accounts,
    chainId,
    caipNetwork: findNetwork(config, namespace, chainId),
  }))
}
