import type { AddressChecks } from '@portico/core'
import { isSolanaAddress } from './isSolanaAddress.ts'
import { isSolanaSignature } from './isSolanaSignature.ts'

/**
 * The `solana` namespace's address and hash checks (`ChainAdapter.addressChecks`): an address is
 * 32 to 44 base58 characters decoding to a 32-byte key (spec §5), the same on every Solana
 * network and kept as written (base58 is case-sensitive); a transaction hash is a base58
 * signature of 64 bytes. The Solana adapter sets them; other adapters serving `solana` may too.
 *
 * @example
 * solanaAddressChecks.parseAddress('11111111111111111111111111111111') // '11111111111111111111111111111111'
 * solanaAddressChecks.parseAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // undefined
 */
export const solanaAddressChecks: AddressChecks = {
  parseAddress: (value) => (isSolanaAddress(value) ? value : undefined),
  isTransactionHash: isSolanaSignature,
}
