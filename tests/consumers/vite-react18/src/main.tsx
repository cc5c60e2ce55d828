import { defineNetwork } from '@portico/core'
import { evmAdapter } from '@portico/evm'
import {
  AccountButton,
  ConnectButton,
  createConfig,
  NetworkButton,
  PorticoProvider,
  useAccount,
} from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { bridgeToWagmi } from './wagmi.ts'

// The README's example, on React 18.
const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const config = createConfig({
  projectId: 'my-project',
  apiUrl: 'https://portico.example.org',
  networks: [ethereum],
  adapters: [evmAdapter()],
})

bridgeToWagmi(config)

function Profile() {
  const { address, isConnected } = useAccount()
  return isConnected ? <p>Connected as {address}</p> : null
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider config={config}>
      <NetworkButton />
      <ConnectButton />
      <AccountButton />
      <Profile />
    </PorticoProvider>
  </StrictMode>,
)
