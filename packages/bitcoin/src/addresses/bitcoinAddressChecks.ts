import type { AddressChecks } from '@portico/core'
import { addressFamilyOf, type BitcoinAddressFamily } from '../networks/bitcoinNetworks.ts'

// By shape and the network's prefixes: bech32 / bech32m (native SegWit, Taproot) and base58
// legacy (P2PKH) and P2SH. The checksums need @scure/btc-signer, which loads lazily (the
// wallet's own accounts are decoded with it on connect, decodeBitcoinAddress); these checks are
// synchronous and sit in the initial bundle.
const BECH32_DATA = '1[02-9ac-hj-np-z]{8,87}$'
const BASE58_DATA = '[1-9A-HJ-NP-Za-km-z]{25,34}$'
const ADDRESS_OF: Readonly<Record<BitcoinAddressFamily, RegExp>> = {
  mainnet: new RegExp(`^bc${BECH32_DATA}|^[13]${BASE58_DATA}`),
  testnet: new RegExp(`^tb${BECH32_DATA}|^[mn2]${BASE58_DATA}`),
  regtest: new RegExp(`^bcrt${BECH32_DATA}|^[mn2]${BASE58_DATA}`),
}
const TXID = /^[0-9a-fA-F]{64}$/

/**
 * The `bip122` namespace's address and hash checks (`ChainAdapter.addressChecks`): an address
 * carries the prefixes of `network` (`addressFamilyOf`: mainnet bc / 1, 3; regtest bcrt /
 * m, n, 2; every other network tb / m, n, 2; any of them without a network), bech32 in one case;
 * a transaction hash is a txid, 64 hex characters.
 *
 * @example
 * bitcoinAddressChecks.parseAddress('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5', mainnet) // the address
 * bitcoinAddressChecks.parseAddress('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5', regtest) // undefined
 */
export const bitcoinAddressChecks: AddressChecks = {
  parseAddress(value, network) {
    const patterns = network
      ? [ADDRESS_OF[addressFamilyOf(network.caipNetworkId)]]
      : Object.values(ADDRESS_OF)
    // bech32 is case-insensitive but never mixed-case; base58 is case-sensitive.
    const upper = value === value.toUpperCase()
    const holds = (pattern: RegExp) =>
      pattern.test(value) || (upper && pattern.test(value.toLowerCase()))
    return patterns.some(holds) ? value : undefined
  },
  isTransactionHash: (value) => TXID.test(value),
}
