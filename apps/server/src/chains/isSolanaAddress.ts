import { isAddress } from '@solana/kit'

/** Why a Solana address (an account or a mint) was refused, in config and request errors. */
export const SOLANA_ADDRESS_MESSAGE =
  'must be a Solana address (32 to 44 base58 characters that decode to 32 bytes)'

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to 32 bytes.
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true
 * isSolanaAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3') // false
 */
export function isSolanaAddress(value: string): boolean {
  return isAddress(value)
}
