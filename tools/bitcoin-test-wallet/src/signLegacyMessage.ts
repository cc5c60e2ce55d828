import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { CompactSize } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import type { DerivedKey } from './deriveKeys.ts'

const MESSAGE_PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
// BIP-137 header for a native SegWit (bech32) address: 39 + recovery id.
const SEGWIT_HEADER_BASE = 39

/**
 * A legacy "Bitcoin Signed Message" ECDSA signature (BIP-137, 65 bytes: header, r, s) with the
 * payment key. Taproot keys have no such signature: BIP-322 only.
 *
 * @example
 * const signature = signLegacyMessage(paymentKey, new TextEncoder().encode('Hello')) // 65 bytes
 */
export function signLegacyMessage(key: DerivedKey, message: Uint8Array): Uint8Array {
  if (key.tapInternalKey) throw new Error('ECDSA message signing needs a payment (P2WPKH) address')
  const digest = sha256x2(
    concatBytes(MESSAGE_PREFIX, CompactSize.encode(BigInt(message.length)), message),
  )
  const recovered = secp256k1.sign(digest, key.privateKey, { prehash: false, format: 'recovered' })
  // noble puts the recovery id first; BIP-137 folds it into the header byte.
  const signature = new Uint8Array(65)
  signature[0] = SEGWIT_HEADER_BASE + (recovered[0] ?? 0)
  signature.set(recovered.subarray(1), 1)
  return signature
}
