import type { Address } from 'viem'

// Spec §5: 40 hex characters with an optional 0x. No EIP-55 checksum check: viem's `isAddress`
// (strict) and `checksumAddress` bring keccak (~4 KB gzip) into the initial bundle of the
// WalletConnect and embedded-wallet adapters, which set these checks too, and a wallet's
// lower-case or upper-case address has no checksum to check.
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/** 0x and 40 hex digits in any case: what a wallet's answer must be (viem's non-strict `isAddress`). */
export const PREFIXED_EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * `value` as an EVM address with its 0x (added when typed without), or undefined when it is not
 * 40 hex characters with an optional lower-case 0x (spec §5). Any case passes; nothing around
 * it does (no spaces). Never throws.
 *
 * @example
 * parseEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * parseEvmAddress('0x1234') // undefined
 */
export function parseEvmAddress(value: unknown): Address | undefined {
  if (typeof value !== 'string' || !EVM_ADDRESS.test(value)) return undefined
  return (value.startsWith('0x') ? value : `0x${value}`) as Address
}
