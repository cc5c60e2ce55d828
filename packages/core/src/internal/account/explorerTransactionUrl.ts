import type { Network } from '../../types/chain.ts'

/** The network's explorer page of a transaction (`<explorer>/tx/<hash>`), or none without one. */
export function explorerTransactionUrl(network: Network, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  try {
    const url = new URL(base)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
    return url.toString()
  } catch {
    return undefined
  }
}
