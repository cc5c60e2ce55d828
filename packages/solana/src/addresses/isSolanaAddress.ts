import { decodeBase58 } from './base58.ts'

// Spec §5: 32 to 44 base58 characters.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const PUBLIC_KEY_LENGTH = 32

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters (spec §5) that decode to a
 * 32-byte public key. Never throws. (The same check as @solana/kit's `isAddress`, without kit's
 * error catalogue in the initial bundle.)
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !SOLANA_ADDRESS.test(value)) return false
  return decodeBase58(value)?.length === PUBLIC_KEY_LENGTH
}
