import { PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.tsx'
import { createConfigs } from './config.ts'
import { readSettings } from './settings.ts'

const settings = readSettings(import.meta.env)
const { portico, wagmi } = createConfigs(settings)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmi}>
        <QueryClientProvider client={queryClient}>
          <PorticoProvider config={portico}>
            <App token={settings.token} />
          </PorticoProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
