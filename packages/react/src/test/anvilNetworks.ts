import { defineNetwork, type Network } from '@portico/core'
import type { TestAnvil } from '@portico/devnet'

/**
 * The kit's networks for two test anvil nodes (chains 31337 and 31338), each reading its own
 * node's RPC URL.
 *
 * @example
 * const [one, two] = anvilNetworks(chains)
 */
export function anvilNetworks(chains: readonly TestAnvil[]): [Network, Network] {
  const [first, second] = chains.map((chain, index) =>
    defineNetwork({
      id: 31337 + index,
      name: index === 0 ? 'Anvil One' : 'Anvil Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )
  return [first as Network, second as Network]
}
