import { decodeBase58 } from './base58.ts'

const SIGNATURE_BYTES = 64
// 64 zero bytes are 64 '1's; the largest 64 bytes take 88 characters. Checked before decoding,
// so a long string costs nothing.
const MIN_LENGTH = 64
const MAX_LENGTH = 88

/**
 * Whether `value` is a Solana transaction signature (a transaction's id): base58 that decodes to
 * 64 bytes. Never throws (kit's `isSignature` throws on characters outside base58).
 *
 * @example
 * isSolanaSignature('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW') // true
 * isSolanaSignature('0x' + 'ab'.repeat(32)) // false
 */
export function isSolanaSignature(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < MIN_LENGTH || value.length > MAX_LENGTH)
    return false
  return decodeBase58(value)?.length === SIGNATURE_BYTES
}
