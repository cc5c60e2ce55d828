import { ConnectButton, NetworkButton } from '@portico/react'
import { Providers } from './Providers.tsx'

// A server component, rendered once at build time: `next build` renders the kit's buttons to
// HTML from the packed files ("use client" in @portico/react's entry makes them client
// components).
export default function Page() {
  return (
    <main>
      <Providers>
        <NetworkButton />
        <ConnectButton />
      </Providers>
    </main>
  )
}
