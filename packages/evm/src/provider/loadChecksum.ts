import type { Checksum } from './parseAccounts.ts'

/**
 * viem's `getAddress`, from the adapter's lazy chunk (`lazyActions.ts`): its keccak is ~4 KB
 * gzip that a page whose visitor never connects an EVM wallet need not load. The adapter starts
 * it beside the wallet's own answer (connect, reconnect), and the connected account's balance
 * needs the same chunk next.
 *
 * @example
 * const [raw, checksum] = await Promise.all([provider.request({ method: 'eth_accounts' }), loadChecksum()])
 */
export async function loadChecksum(): Promise<Checksum> {
  return (await import('../lazyActions.ts')).getAddress
}
