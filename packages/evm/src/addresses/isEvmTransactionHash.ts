import type { Hash } from 'viem'

// viem's isHash would say the same, but brings isHex and size (~0.15 KB gzip) into the initial
// bundle of the WalletConnect and embedded-wallet adapters, which set these checks too.
const EVM_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether `value` is an EVM transaction hash: 0x and 64 hex characters, any case (spec §5).
 * Never throws.
 *
 * @example
 * isEvmTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isEvmTransactionHash('ab'.repeat(32)) // false: a hash always carries its 0x
 */
export function isEvmTransactionHash(value: unknown): value is Hash {
  return typeof value === 'string' && EVM_HASH.test(value)
}
