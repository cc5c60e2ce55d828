// A bench peer (bench/peers.ts): RainbowKit's quick start (getDefaultConfig, ConnectButton) on
// the bench's local chain, with a dummy WalletConnect projectId. Installed only when the bench
// runs, so this file is left out of the repo's type check (tsconfig.json).
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain, http } from 'viem'
import { WagmiProvider } from 'wagmi'

// Each setting by its full name: Vite inlines those alone.
const rpcUrl = import.meta.env.VITE_RPC_URL
const chain = defineChain({
  id: Number(import.meta.env.VITE_CHAIN_ID),
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const config = getDefaultConfig({
  appName: 'Bench dApp',
  projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  chains: [chain],
  transports: { [chain.id]: http(rpcUrl) },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
