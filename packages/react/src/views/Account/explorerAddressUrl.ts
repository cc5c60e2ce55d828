import type { Network } from '@portico/core'

/**
 * The address page on the network's block explorer, when the network has one.
 *
 * @example
 * explorerAddressUrl(mainnet, '0xabc') // 'https://etherscan.io/address/0xabc'
 */
export function explorerAddressUrl(
  network: Network | undefined,
  address: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base || !/^https?:\/\//i.test(base)) return undefined
  return `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
}
