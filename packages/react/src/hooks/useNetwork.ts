import { type ChainNamespace, type Network, switchNetwork } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseNetworkReturnType {
  /** The network the wallet is on; undefined while it is on a chain the dApp does not list. */
  network: Network | undefined
  /** The wallet's chain id when the dApp does not support it. */
  unsupportedChainId: number | string | undefined
  /** Every network the dApp supports, in the configured order. */
  networks: readonly Network[]
  switchNetwork: (network: Network) => Promise<void>
}

/**
 * The current network and a way to switch it.
 *
 * @example
 * function Networks() {
 *   const { network, networks, switchNetwork } = useNetwork()
 *   return networks.map((n) => (
 *     <button key={n.id} disabled={n.id === network?.id} onClick={() => switchNetwork(n)}>
 *       {n.name}
 *     </button>
 *   ))
 * }
 */
export function useNetwork(namespace?: ChainNamespace): UseNetworkReturnType {
  const config = usePorticoConfig()
  const ns = useActiveNamespace(namespace)
  const entry = useStoreState(config.stores.network, (state) => state.namespaces[ns])
  const switchTo = useCallback((network: Network) => switchNetwork(config, network), [config])
  return useMemo(
    () => ({
      network: entry?.caipNetwork,
      unsupportedChainId: entry?.unsupportedChainId,
      networks: config.options.networks,
      switchNetwork: switchTo,
    }),
    [entry, config, switchTo],
  )
}
