/// <reference types="vite/client" />
// A bench peer (bench/peers.ts): the smallest dApp a team would write with Portico's EVM and
// WalletConnect adapters on one chain, installed from the packed tarballs. Settings come from
// the build's environment, as a dApp's own would.
import { defineNetwork } from '@portico/core'
import { evmAdapter } from '@portico/evm'
import { ConnectButton, createConfig, PorticoProvider } from '@portico/react'
import { walletConnectAdapter } from '@portico/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Each setting by its full name: Vite inlines those alone (`import.meta.env` whole would carry
// every VITE_ variable of the build's environment into the page).
const projectId = import.meta.env.VITE_PROJECT_ID
const metadata = { name: 'Bench dApp', description: 'Portico', url: location.origin, icons: [] }
const config = createConfig({
  projectId,
  apiUrl: import.meta.env.VITE_API_URL,
  networks: [
    defineNetwork({
      id: Number(import.meta.env.VITE_CHAIN_ID),
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [import.meta.env.VITE_RPC_URL] } },
    }),
  ],
  adapters: [
    evmAdapter(),
    walletConnectAdapter({ projectId, relayUrl: import.meta.env.VITE_RELAY_URL, metadata }),
  ],
  metadata,
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorticoProvider config={config}>
      <ConnectButton />
    </PorticoProvider>
  </StrictMode>,
)
