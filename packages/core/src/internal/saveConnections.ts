import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'

/** Mirrors one namespace's live connection into storage (spec §3 connections); undefined drops it. */
export function saveConnections(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connection: Connection | undefined,
): void {
  const stored = { ...config.storage.get(storageKeys.connections) }
  if (connection)
    stored[namespace] = [
      {
        connectorId: connection.connectorId,
        chainId: connection.chainId,
        accounts: connection.accounts.map(({ address, namespace: accountNamespace, type }) => ({
          address,
          namespace: accountNamespace,
          type,
        })),
      },
    ]
  else delete stored[namespace]
  config.storage.set(storageKeys.connections, stored)
}
