import { decodeBase58 } from '@portico/core'
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'

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
  if (signature === undefined || signature.length !== SIGNATURE_LENGTH) return false
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
