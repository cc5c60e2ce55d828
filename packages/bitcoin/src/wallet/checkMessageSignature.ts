import type { BitcoinAddressType } from '../networks/decodeBitcoinAddress.ts'

const LEGACY_SIGNATURE_LENGTH = 65
// BIP-137 headers: 27–30 P2PKH uncompressed, 31–34 compressed, 35–38 P2SH-P2WPKH, 39–42 P2WPKH.
const LEGACY_HEADER_MIN = 27
const LEGACY_HEADER_MAX = 42
// A DER ECDSA signature plus its sighash byte; a Schnorr signature with or without one.
const ECDSA_WITNESS_SIGNATURE = { min: 9, max: 73 }
const COMPRESSED_PUBLIC_KEY_LENGTH = 33
const SCHNORR_SIGNATURE_LENGTHS = [64, 65]

/**
 * Whether signature bytes can be a message signature of an address of this type: a BIP-137
 * signature (65 bytes, valid header) for non-Taproot addresses, or a BIP-322 "simple" witness
 * stack of the shape the output needs (P2WPKH / P2SH-P2WPKH: DER signature and 33-byte key;
 * P2TR: one 64/65-byte Schnorr signature). A shape check: it stops truncated or padded answers,
 * it does not verify the signature.
 *
 * @example
 * isPlausibleMessageSignature(new Uint8Array(10), 'wpkh') // false
 */
export function isPlausibleMessageSignature(
  signature: Uint8Array,
  type: BitcoinAddressType,
): boolean {
  if (type !== 'tr' && isLegacySignature(signature)) return true
  const stack = readWitnessStack(signature)
  if (!stack) return false
  if (type === 'tr')
    return stack.length === 1 && SCHNORR_SIGNATURE_LENGTHS.includes(stack[0]?.length ?? 0)
  if (type === 'wpkh' || type === 'sh')
    return (
      stack.length === 2 &&
      (stack[0]?.length ?? 0) >= ECDSA_WITNESS_SIGNATURE.min &&
      (stack[0]?.length ?? 0) <= ECDSA_WITNESS_SIGNATURE.max &&
      stack[1]?.length === COMPRESSED_PUBLIC_KEY_LENGTH
    )
  // Other outputs (P2WSH, BIP-322 "full") have no fixed shape: a well-formed stack is enough.
  return stack.length > 0
}

function isLegacySignature(signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  return (
    signature.length === LEGACY_SIGNATURE_LENGTH &&
    header >= LEGACY_HEADER_MIN &&
    header <= LEGACY_HEADER_MAX
  )
}

/** A serialized witness stack (count, then length-prefixed items) read to its exact end. */
function readWitnessStack(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readCompactSize = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    offset += 1
    if (first < 0xfd) return first
    if (first === 0xfd) {
      const low = bytes[offset]
      const high = bytes[offset + 1]
      if (low === undefined || high === undefined) return undefined
      offset += 2
      return low | (high << 8)
    }
    return undefined // Items over 64 KB are no message signature.
  }
  const count = readCompactSize()
  if (count === undefined || count === 0) return undefined
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index++) {
    const length = readCompactSize()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}
