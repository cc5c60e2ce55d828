import { defineNetwork, type Network } from '@portico/core'
import genericIcon from './assets/networks/network.svg'
import localIcon from './assets/networks/portico-local.svg'
import localTwoIcon from './assets/networks/portico-local-2.svg'
import type { DemoChain } from './settings.ts'

// Our own icons, shipped with the demo: the page loads no remote images.
const icons: Readonly<Record<number, string>> = { 31337: localIcon, 31338: localTwoIcon }

/**
 * The kit's networks for the configured chains: local dev chains with ether as the currency
 * and the demo's own icons.
 *
 * @example
 * toNetworks(DEFAULT_CHAINS)[0].caipNetworkId // 'eip155:31337'
 */
export function toNetworks(chains: readonly [DemoChain, ...DemoChain[]]): [Network, ...Network[]] {
  const [first, ...rest] = chains.map(toNetwork)
  return [first as Network, ...rest]
}

function toNetwork(chain: DemoChain): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    assets: { imageUrl: icons[chain.chainId] ?? genericIcon },
  })
}
