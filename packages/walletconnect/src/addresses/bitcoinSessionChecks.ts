import type { AddressChecks, Network } from '@portico/core'

// Bech32 / bech32m (native SegWit, Taproot) and base58 legacy (P2PKH) and P2SH, by shape: the
// checksums need the session client's code (@scure/btc-signer in @portico/bitcoin, which this
// package does not depend on). The network's genesis hash picks the prefixes, as
// @portico/bitcoin's addressFamilyOf does: mainnet bc / 1, 3; regtest bcrt / m, n, 2; any other
// (testnet, signet, testnet4) tb / m, n, 2.
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BECH32_DATA = '1[02-9ac-hj-np-z]{8,87}$'
const BASE58_DATA = '[1-9A-HJ-NP-Za-km-z]{25,34}$'

const MAINNET_ADDRESS = new RegExp(`^bc${BECH32_DATA}|^[13]${BASE58_DATA}`)
const TESTNET_ADDRESS = new RegExp(`^tb${BECH32_DATA}|^[mn2]${BASE58_DATA}`)
const REGTEST_ADDRESS = new RegExp(`^bcrt${BECH32_DATA}|^[mn2]${BASE58_DATA}`)

/**
 * The `bip122` checks WalletConnect sets: a Bitcoin address of `network`'s prefixes (any
 * network's without one), bech32 in one case; a transaction hash is a txid, 64 hex characters.
 *
 * @example
 * bitcoinSessionChecks.parseAddress('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5', mainnet) // the address
 * bitcoinSessionChecks.parseAddress('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5', testnet) // undefined
 */
export const bitcoinSessionChecks: AddressChecks = {
  parseAddress(value, network) {
    // bech32 is case-insensitive but never mixed-case; base58 is case-sensitive.
    const upper = value === value.toUpperCase()
    const holds = (pattern: RegExp) =>
      pattern.test(value) || (upper && pattern.test(value.toLowerCase()))
    return patternsOf(network).some(holds) ? value : undefined
  },
  isTransactionHash: (value) => /^[0-9a-fA-F]{64}$/.test(value),
}

function patternsOf(network: Network | undefined): RegExp[] {
  if (!network) return [MAINNET_ADDRESS, TESTNET_ADDRESS, REGTEST_ADDRESS]
  const id = network.caipNetworkId
  return [id === MAINNET ? MAINNET_ADDRESS : id === REGTEST ? REGTEST_ADDRESS : TESTNET_ADDRESS]
}
