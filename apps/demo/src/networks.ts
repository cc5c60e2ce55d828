import { defineNetwork, type Network } from '@portico/core'
import bitcoinIcon from './assets/networks/bitcoin-regtest.svg'
import genericIcon from './assets/networks/network.svg'
import localIcon from './assets/networks/portico-local.svg'
import localTwoIcon from './assets/networks/portico-local-2.svg'
import solanaIcon from './assets/networks/solana-local.svg'
import type { DemoBitcoin, DemoChain, DemoSettings, DemoSolana } from './settings.ts'

// Our own icons, shipped with the demo: the page loads no remote images.
const icons: Readonly<Record<number, string>> = { 31337: localIcon, 31338: localTwoIcon }

/**
 * The kit's networks for the local stack: the EVM dev chains with ether as the currency, then
 * the local Solana network and the Bitcoin regtest service when the devnet runs them, each
 * with the demo's own icon.
 *
 * @example
 * toNetworks({ chains: DEFAULT_CHAINS })[0].caipNetworkId // 'eip155:31337'
 */
export function toNetworks(
  settings: Pick<DemoSettings, 'chains' | 'solana' | 'bitcoin'>,
): [Network, ...Network[]] {
  const [first, ...rest] = settings.chains.map(toNetwork)
  return [
    first as Network,
    ...rest,
    ...(settings.solana ? [toSolanaNetwork(settings.solana)] : []),
    ...(settings.bitcoin ? [toBitcoinNetwork(settings.bitcoin)] : []),
  ]
}

function toSolanaNetwork(solana: DemoSolana): Network {
  return defineNetwork({
    id: solana.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: solana.name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    assets: { imageUrl: solanaIcon },
  })
}

// For Bitcoin the kit's "RPC" URL is the Esplora-shaped data service.
function toBitcoinNetwork(bitcoin: DemoBitcoin): Network {
  return defineNetwork({
    id: bitcoin.caipNetworkId.slice('bip122:'.length),
    chainNamespace: 'bip122',
    name: bitcoin.name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [bitcoin.esploraUrl] } },
    assets: { imageUrl: bitcoinIcon },
  })
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
