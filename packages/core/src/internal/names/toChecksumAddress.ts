import { keccak_256 } from '@noble/hashes/sha3'

/**
 * An EVM address written with its EIP-55 checksum, as the names contract's signed message has
 * it. `address` is 0x and 40 hex characters (any case).
 *
 * @example
 * toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
 * // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = hex.charAt(i)
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out
}
