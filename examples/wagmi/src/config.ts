import { defineNetwork } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { evmAdapter } from '@portico/evm'
import { createConfig } from '@portico/react'
import { porticoConnector } from '@portico/wagmi'
import { walletConnectAdapter } from '@portico/walletconnect'
import { http } from 'viem'
import { cookieStorage, createStorage, createConfig as createWagmiConfig } from 'wagmi'
import type { ExampleSettings } from './settings.ts'

/**
 * The two configs of a wagmi dApp with Portico's modal: Portico's (the wallets the modal
 * offers) and wagmi's, whose one connector is Portico's. Both list the same chains.
 */
export function createConfigs(settings: ExampleSettings) {
  const metadata = {
    name: 'wagmi + Portico',
    description: 'A wagmi dApp with the Portico modal',
    url: window.location.origin,
    icons: [],
  }
  const portico = createConfig({
    projectId: settings.projectId,
    apiUrl: settings.apiUrl,
    networks: settings.chains.map((chain) => defineNetwork(chain)),
    adapters: [
      evmAdapter(),
      walletConnectAdapter({
        projectId: settings.projectId,
        relayUrl: settings.relayUrl,
        metadata,
      }),
      embeddedWallet({ secureSiteUrl: settings.secureSiteUrl, projectId: settings.projectId }),
    ],
    metadata,
  })
  const wagmi = createWagmiConfig({
    chains: settings.chains,
    transports: Object.fromEntries(settings.chains.map((chain) => [chain.id, http()])),
    connectors: [porticoConnector(portico)],
    // Portico's modal lists the browser's wallets itself: wagmi need not discover them too.
    multiInjectedProviderDiscovery: false,
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
  return { portico, wagmi }
}
