import { bitcoinAdapter } from '@portico/bitcoin'
import { defineNetwork, type Network } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { evmAdapter } from '@portico/evm'
import { createConfig, type PorticoConfig } from '@portico/react'
import { solanaAdapter } from '@portico/solana'
import { walletConnectAdapter } from '@portico/walletconnect'
import type { Settings } from './settings.ts'

// The demo's adapters (EVM, Solana, Bitcoin, WalletConnect, embedded wallet), so that the bench
// compares the same code shipped two ways.
export function createDappConfig(settings: Settings): PorticoConfig {
  const metadata = {
    name: 'Consumer dApp',
    description: 'Portico from npm',
    url: location.origin,
    icons: [],
  }
  const networks: [Network, ...Network[]] = [
    defineNetwork({
      id: settings.chainId,
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [settings.rpcUrl] } },
    }),
  ]
  if (settings.solana)
    networks.push(
      defineNetwork({
        id: settings.solana.caipNetworkId.slice('solana:'.length),
        chainNamespace: 'solana',
        name: 'Local Solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [settings.solana.rpcUrl] } },
      }),
    )
  if (settings.bitcoin)
    networks.push(
      defineNetwork({
        id: settings.bitcoin.caipNetworkId.slice('bip122:'.length),
        chainNamespace: 'bip122',
        name: 'Local Bitcoin',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        rpcUrls: { default: { http: [settings.bitcoin.esploraUrl] } },
      }),
    )
  return createConfig({
    projectId: settings.projectId,
    apiUrl: settings.apiUrl,
    networks,
    adapters: [
      evmAdapter(),
      ...(settings.solana ? [solanaAdapter()] : []),
      ...(settings.bitcoin ? [bitcoinAdapter()] : []),
      walletConnectAdapter({
        projectId: settings.projectId,
        relayUrl: settings.relayUrl,
        metadata,
      }),
      embeddedWallet({ secureSiteUrl: settings.secureSiteUrl, projectId: settings.projectId }),
    ],
    metadata,
  })
}
