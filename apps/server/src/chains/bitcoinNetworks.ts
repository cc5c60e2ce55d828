import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** Address parameters of one Bitcoin network, in @scure/btc-signer's shape. */
export type BitcoinNetwork = typeof NETWORK

/** Regtest: testnet's version bytes with its own bech32 prefix. */
const REGTEST_NETWORK: BitcoinNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

/**
 * The Bitcoin networks a `bip122:` chain can be, by CAIP-2 reference (the first 32 hex
 * characters of the genesis block hash, BIP-122).
 */
export const BITCOIN_NETWORKS: ReadonlyMap<string, { name: string; network: BitcoinNetwork }> =
  new Map([
    ['000000000019d6689c085ae165831e93', { name: 'mainnet', network: NETWORK }],
    ['000000000933ea01ad0ee984209779ba', { name: 'testnet', network: TEST_NETWORK }],
    ['00000000da84f2bafbbc53dee25a72ae', { name: 'testnet4', network: TEST_NETWORK }],
    ['00000008819873e925422c1ff0f99f7c', { name: 'signet', network: TEST_NETWORK }],
    ['0f9188f13cb7b2c71f2a335e3a4fc328', { name: 'regtest', network: REGTEST_NETWORK }],
  ])

/**
 * The address parameters of a `bip122:<reference>` chain, or undefined for a network this
 * server does not know.
 *
 * @example
 * bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')?.bech32 // 'bcrt'
 */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetwork | undefined {
  if (!caipNetworkId.startsWith('bip122:')) return undefined
  return BITCOIN_NETWORKS.get(caipNetworkId.slice('bip122:'.length))?.network
}
