// Bitcoin's base58 alphabet, which Solana uses for addresses and signatures.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGIT_OF = new Map([...ALPHABET].map((character, index) => [character, index]))

// Our own ~30 lines rather than a library: @scure/base does not tree-shake (~3 KB gzip of
// codecs we do not use) and @solana/kit's codec brings its error catalogue; the address and
// signature checks (solanaAddressChecks) sit in the initial bundle of every page with the Solana
// adapter. Moved here from @portico/core (issue #31: core keeps no family's shapes). Tested
// against @solana/kit's codec.

/**
 * Base58 text of `bytes` (leading zero bytes become leading '1's).
 *
 * @example
 * encodeBase58(new Uint8Array([0, 1])) // '12'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  let text = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    text += '1'
  }
  for (let index = digits.length - 1; index >= 0; index--) text += ALPHABET[digits[index] as number]
  return text
}

/**
 * The bytes of base58 `text`; undefined when it holds a character outside the alphabet.
 *
 * @example
 * decodeBase58('12') // Uint8Array [0, 1]
 * decodeBase58('0OIl') // undefined
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const character of text) {
    let carry = DIGIT_OF.get(character)
    if (carry === undefined) return undefined
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
