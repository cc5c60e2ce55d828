import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { ResolvedOptions } from '../../types/config.ts'

/** The network a namespace starts on: the default network if it is of that family, else its first. */
export function defaultNetworkFor(
  options: Pick<ResolvedOptions, 'defaultNetwork' | 'networks'>,
  namespace: ChainNamespace,
): Network | undefined {
  if (options.defaultNetwork.chainNamespace === namespace) return options.defaultNetwork
  return options.networks.find((network) => network.chainNamespace === namespace)
}
