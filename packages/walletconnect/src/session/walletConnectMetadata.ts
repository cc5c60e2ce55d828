import type { Metadata } from '@portico/core'

/** What WalletConnect's sign client announces about the dApp. */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * The pairing proposal's metadata, all four fields WalletConnect wants: the kit's `metadata`
 * option with its gaps filled from the page (title, origin), or the page's alone without one.
 *
 * @example
 * walletConnectMetadata({ name: 'My dApp' }) // { name: 'My dApp', description: '', url: location.origin, icons: [] }
 */
export function walletConnectMetadata(metadata: Metadata | undefined): WalletConnectMetadata {
  const page = typeof window === 'undefined' ? undefined : window
  return {
    name: metadata?.name ?? (page?.document.title || page?.location.host || 'dApp'),
    description: metadata?.description ?? '',
    url: metadata?.url ?? page?.location.origin ?? '',
    icons: [...(metadata?.icons ?? [])],
  }
}
