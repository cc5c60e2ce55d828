import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'

/**
 * Sets a namespace's list of connections in storage (spec §3 connections) and, with
 * multi-wallet on, in `stores.connection` too. An empty list removes the namespace from both.
 */
export function writeConnections(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connections: readonly Connection[],
): void {
  const { storage, stores } = config
  const stored = { ...storage.get(storageKeys.connections) }
  if (connections.length > 0)
    stored[namespace] = connections.map(({ connectorId, chainId, accounts }) => ({
      connectorId,
      chainId,
      // Only what reconnecting needs: Bitcoin public keys and paths come back from the wallet.
      accounts: accounts.map(({ address, namespace: accountNamespace, type }) => ({
        address,
        namespace: accountNamespace,
        type,
      })),
    }))
  else delete stored[namespace]
  storage.set(storageKeys.connections, stored)

  if (!stores.features.getState().features.multiWallet) return
  stores.connection.setState((state) => {
    const next = { ...state.connections }
    if (connections.length > 0) next[namespace] = connections
    else delete next[namespace]
    return { connections: next }
  })
}
