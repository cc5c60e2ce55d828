// The embedded wallet's Solana message code, loaded on the first Solana message it signs.
import { InvalidWalletResponseError } from '@portico/core'
import { isSolanaSignature } from '@portico/solana'
import { getBase58Decoder } from '@solana/kit'

/**
 * `solana_signMessage`'s params for a text message (spec §5: the bytes as base58, and the
 * signer's address).
 *
 * @example
 * signMessageParams('hello', pubkey) // { message: 'Cn8eVZg', pubkey }
 */
export function signMessageParams(
  message: string,
  pubkey: string,
): { message: string; pubkey: string } {
  return { message: getBase58Decoder().decode(new TextEncoder().encode(message)), pubkey }
}

/**
 * The base58 signature of the frame's `{ signature }` answer to `solana_signMessage`; anything
 * but 64 bytes in base58 is an `InvalidWalletResponseError`.
 *
 * @example
 * readMessageSignature({ signature: '5VER…' }) // '5VER…'
 */
export function readMessageSignature(answer: unknown): string {
  const signature =
    typeof answer === 'object' && answer !== null
      ? (answer as { signature?: unknown }).signature
      : undefined
  if (!isSolanaSignature(signature))
    throw new InvalidWalletResponseError({
      details: 'solana_signMessage did not return a base58 64-byte signature',
    })
  return signature
}
