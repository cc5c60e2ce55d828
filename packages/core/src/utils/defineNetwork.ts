import type { ChainNamespace, Network } from '../types/chain.ts'

export interface DefineNetworkParameters extends Omit<Network, 'caipNetworkId' | 'chainNamespace'> {
  /** Default 'eip155'. */
  chainNamespace?: ChainNamespace
}

/**
 * Builds a Network (spec §3) from a viem-style chain description, deriving its CAIP-2 id.
 *
 * @example
 * const local = defineNetwork({
 *   id: 31337,
 *   name: 'Local',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 * local.caipNetworkId // 'eip155:31337'
 */
export function defineNetwork(parameters: DefineNetworkParameters): Network {
  const { chainNamespace = 'eip155', ...network } = parameters
  return { ...network, chainNamespace, caipNetworkId: `${chainNamespace}:${network.id}` }
}
