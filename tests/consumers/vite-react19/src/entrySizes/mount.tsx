// The pages of the size check (tests/consumers/support/measureEntrySizes.ts), one per entry: each
// bundled on its own by this dApp's Vite, React and react-dom left out (peers of @portico/react).
// This is what every page shares, as a minimal dApp writes it: one network, the config with the
// page's adapters, the provider and the connect button.
import { defineNetwork } from '@portico/core'
import {
  ConnectButton,
  createConfig,
  type PorticoConfig,
  type PorticoOptions,
  PorticoProvider,
} from '@portico/react'
import { createRoot } from 'react-dom/client'

export function mount(adapters: PorticoOptions['adapters']): PorticoConfig {
  const config = createConfig({
    projectId: 'entry-sizes',
    apiUrl: 'https://portico.example.org',
    networks: [
      defineNetwork({
        id: 1,
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['https://rpc.example.org'] } },
      }),
    ],
    adapters,
  })
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
  return config
}
