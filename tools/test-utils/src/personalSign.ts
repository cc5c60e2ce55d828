// EIP-191 signing with @noble/curves and @noble/hashes (viem's own dependencies), so that core's
// tests can sign like a wallet without loading viem.
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'

/**
 * Signs a message the way an EVM wallet's `personal_sign` does (EIP-191): the secp256k1
 * signature of keccak256("\x19Ethereum Signed Message:\n" + length + message), as 0x + r, s, v.
 *
 * @example
 * const signature = personalSign(DEV_ACCOUNTS[0].privateKey, message)
 */
export function personalSign(privateKey: `0x${string}`, message: string): `0x${string}` {
  const encoder = new TextEncoder()
  const body = encoder.encode(message)
  const prefix = encoder.encode(`\x19Ethereum Signed Message:\n${body.length}`)
  const payload = new Uint8Array(prefix.length + body.length)
  payload.set(prefix)
  payload.set(body, prefix.length)
  const signature = secp256k1.sign(keccak_256(payload), privateKey.slice(2))
  return `0x${signature.toCompactHex()}${(signature.recovery + 27).toString(16)}`
}
