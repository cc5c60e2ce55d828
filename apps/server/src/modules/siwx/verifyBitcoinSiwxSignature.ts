import { Verifier } from 'bip322-js'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Whether a base64 signature of `message` is the Bitcoin `address`'s: BIP-322 simple or full
 * (P2WPKH, P2SH-P2WPKH, P2TR), or a legacy BIP-137 ECDSA signature, with bip322-js.
 *
 * @example
 * verifyBitcoinSiwxSignature({ address: 'bcrt1q…', message, signature: 'AkcwRAIg…' })
 */
export function verifyBitcoinSiwxSignature(parameters: {
  address: string
  message: string
  signature: string
}): boolean {
  if (!BASE64.test(parameters.signature)) return false
  try {
    return Verifier.verifySignature(parameters.address, parameters.message, parameters.signature)
  } catch {
    return false // malformed signature, or an address type BIP-322 cannot sign for
  }
}
