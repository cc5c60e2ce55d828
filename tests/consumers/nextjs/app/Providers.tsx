'use client'

import { defineNetwork } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { evmAdapter } from '@portico/evm'
import { createConfig, PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'

const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

export function Providers({ children }: { children: ReactNode }) {
  const [config] = useState(() =>
    createConfig({
      projectId: 'my-project',
      apiUrl: 'https://portico.example.org',
      networks: [ethereum],
      adapters: [
        evmAdapter(),
        embeddedWallet({ secureSiteUrl: 'https://wallet.example.org', projectId: 'my-project' }),
      ],
    }),
  )
  return <PorticoProvider config={config}>{children}</PorticoProvider>
}
