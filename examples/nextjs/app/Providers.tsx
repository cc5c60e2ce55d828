'use client'

import { defineNetwork, type Network } from '@portico/core'
import { evmAdapter } from '@portico/evm'
import { createConfig, PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'
import type { ExampleChain, ExampleSettings } from './settings.ts'

export interface ProvidersProps {
  settings: ExampleSettings
  children: ReactNode
}

/**
 * The client side of the page: one Portico config per browser tab (created on the server too,
 * for server rendering; `createConfig` touches `window` only where one exists).
 *
 * @example
 * <Providers settings={readSettings(process.env)}>
 *   <ConnectButton />
 * </Providers>
 */
export function Providers({ settings, children }: ProvidersProps) {
  const [config] = useState(() =>
    createConfig({
      projectId: settings.projectId,
      apiUrl: settings.apiUrl,
      networks: toNetworks(settings.chains),
      adapters: [evmAdapter()],
      metadata: { name: 'Portico Next.js example', description: 'Server-rendered connect button' },
    }),
  )
  return <PorticoProvider config={config}>{children}</PorticoProvider>
}

function toNetworks([first, ...rest]: [ExampleChain, ...ExampleChain[]]): [Network, ...Network[]] {
  return [toNetwork(first), ...rest.map(toNetwork)]
}

function toNetwork(chain: ExampleChain): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
