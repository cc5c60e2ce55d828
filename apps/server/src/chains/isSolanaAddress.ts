import { isAddress } from '@solana/kit'

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to a 32-byte key
 * (@solana/kit's `isAddress`, which never throws; the client's own check is @portico/solana's).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && isAddress(value)
}
