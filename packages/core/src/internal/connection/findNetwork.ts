import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** The configured network of a namespace with this chain id, if the dApp supports it. */
export function findNetwork(
  config: PorticoConfig,
  namespace: ChainNamespace,
  chainId: number | string,
): Network | undefined {
  return config.options.networks.find(
    (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
  )
}
