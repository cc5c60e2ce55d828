import type { Network } from '@portico/core'

/**
 * The Esplora base URL of a Bitcoin network: its first HTTP RPC URL, without a trailing slash.
 *
 * @example
 * esploraUrl(regtest) // 'http://127.0.0.1:18443'
 */
export function esploraUrl(network: Network): string | undefined {
  return network.rpcUrls.default.http[0]?.replace(/\/+$/, '')
}
