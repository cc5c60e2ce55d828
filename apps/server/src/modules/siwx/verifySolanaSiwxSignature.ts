import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'

/** Bytes in an Ed25519 signature. */
const SIGNATURE_LENGTH = 64

/**
 * Whether a base58 Ed25519 signature of the UTF-8 `message` is the Solana `accountAddress`'s
 * (the address is the public key), as `solana:signMessage` wallets produce it.
 *
 * @example
 * await verifySolanaSiwxSignature({ address: 'Fc9…', message, signature: '3Xk…' })
 */
export async function verifySolanaSiwxSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const signature = decodeBase58(parameters.signature)
  if (signature?.length !== SIGNATURE_LENGTH) return false
  try {
    const publicKey = await getPublicKeyFromAddress(address(parameters.address))
    return await verifySignature(
      publicKey,
      signature as SignatureBytes,
      new TextEncoder().encode(parameters.message),
    )
  } catch {
    return false // not a point on the curve: no key can have signed
  }
}

/** The bytes of base58 text; undefined when a character is outside the alphabet (kit throws). */
function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}
