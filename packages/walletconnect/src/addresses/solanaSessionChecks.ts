import type { AddressChecks } from '@portico/core'

// @portico/solana has the same checks (solanaAddressChecks), but this package does not depend on
// it (its kit and program clients would be every WalletConnect dApp's to install), and
// @scure/base's codec, which it has, does not tree-shake (~2.7 KB up front): base58 is read here
// as one number, which needs nothing.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The `solana` checks WalletConnect sets: an address is 32 to 44 base58 characters decoding to
 * 32 bytes (spec §5), a transaction hash a signature of 64 bytes (64 to 88 characters).
 *
 * @example
 * solanaSessionChecks.parseAddress('11111111111111111111111111111111') // '11111111111111111111111111111111'
 */
export const solanaSessionChecks: AddressChecks = {
  parseAddress: (value) =>
    value.length >= 32 && value.length <= 44 && base58ByteLength(value) === 32 ? value : undefined,
  isTransactionHash: (value) =>
    value.length >= 64 && value.length <= 88 && base58ByteLength(value) === 64,
}

/** How many bytes base58 `text` stands for; undefined when a character is outside the alphabet. */
function base58ByteLength(text: string): number | undefined {
  let value = 0n
  for (const character of text) {
    const digit = ALPHABET.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  // Each leading '1' is a zero byte of its own.
  const zeros = text.length - text.replace(/^1+/, '').length
  return zeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2))
}
