import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { findNetwork } from './findNetwork.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * Puts a connected namespace on a chain: its network (undefined when the dApp does not list
 * the chain), the account's CAIP address and explorer link, the connection's chain, storage.
 */
export function applyChainId(
  config: PorticoConfig,
  namespace: ChainNamespace,
  chainId: number | string,
): void {
  const { stores, storage } = config
  const network = findNetwork(config, namespace, chainId)
  updateNamespaceState(
    stores.network,
    namespace,
    { caipNetwork: network, unsupportedChainId: network ? undefined : chainId },
    'replace',
  )

  const { address } = stores.account.getState().namespaces[namespace] ?? {}
  const explorer = network?.blockExplorers?.default.url.replace(/\/+$/, '')
  if (address)
    updateNamespaceState(stores.account, namespace, {
      caipAddress: `${namespace}:${chainId}:${address}`,
      addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    })

  const current = stores.connection.getState().namespaces[namespace]
  if (current?.connection)
    updateNamespaceState(stores.connection, namespace, {
      connection: { ...current.connection, chainId, caipNetwork: network },
    })

  storage.set(storageKeys.lastUsedChainId, chainId)
  if (network && stores.connection.getState().activeNamespace === namespace)
    storage.set(storageKeys.activeCaipNetworkId, network.caipNetworkId)
}
