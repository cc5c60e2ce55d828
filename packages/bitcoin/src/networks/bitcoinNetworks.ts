import { type CaipNetworkId, InvalidChainIdError, type Network } from '@portico/core'

/** CAIP-2 ids of the Bitcoin networks (BIP-122: the genesis block hash's first 32 hex digits). */
export const BITCOIN_MAINNET_CAIP_NETWORK_ID = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_CAIP_NETWORK_ID = 'bip122:000000000933ea01ad0ee984209779ba'
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Wallet Standard Bitcoin chains (ExodusMovement/bitcoin-wallet-standard) and their CAIP ids. */
const WALLET_CHAINS: Readonly<Record<string, CaipNetworkId>> = {
  'bitcoin:mainnet': BITCOIN_MAINNET_CAIP_NETWORK_ID,
  'bitcoin:testnet': BITCOIN_TESTNET_CAIP_NETWORK_ID,
  'bitcoin:regtest': BITCOIN_REGTEST_CAIP_NETWORK_ID,
}

const BIP122_CAIP_NETWORK_ID = /^bip122:[0-9a-f]{32}$/

/** The address family of a network: which prefixes its addresses carry. */
export type BitcoinAddressFamily = 'mainnet' | 'testnet' | 'regtest'

/**
 * The CAIP-2 id a wallet's chain stands for: `bitcoin:mainnet|testnet|regtest` map to the
 * BIP-122 ids; a wallet that already names a `bip122:` id keeps it. Undefined for anything else.
 *
 * @example
 * caipNetworkIdOfWalletChain('bitcoin:regtest') // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function caipNetworkIdOfWalletChain(chain: string): CaipNetworkId | undefined {
  const known = WALLET_CHAINS[chain]
  if (known) return known
  return BIP122_CAIP_NETWORK_ID.test(chain) ? (chain as CaipNetworkId) : undefined
}

/**
 * Checks that a network is a Bitcoin network with a CAIP-2 id (`bip122:` + 32 lowercase hex
 * digits, its `id` being that reference); anything else is an `InvalidChainIdError`.
 *
 * @example
 * assertBitcoinNetwork(regtest) // ok
 * assertBitcoinNetwork({ ...regtest, caipNetworkId: 'regtest' }) // throws InvalidChainIdError
 */
export function assertBitcoinNetwork(network: Network): void {
  const { caipNetworkId, id } = network
  if (
    network.chainNamespace !== 'bip122' ||
    !BIP122_CAIP_NETWORK_ID.test(caipNetworkId) ||
    String(id) !== caipNetworkId.slice('bip122:'.length)
  )
    throw new InvalidChainIdError({
      details: `'${String(caipNetworkId).slice(0, 80)}' is not a bip122 CAIP-2 network id`,
    })
}

/**
 * Which address prefixes a network uses: mainnet `bc`, regtest `bcrt`, every other network
 * (testnet, signet, testnet4) the testnet `tb`.
 *
 * @example
 * addressFamilyOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // 'regtest'
 */
export function addressFamilyOf(caipNetworkId: string): BitcoinAddressFamily {
  if (caipNetworkId === BITCOIN_MAINNET_CAIP_NETWORK_ID) return 'mainnet'
  return caipNetworkId === BITCOIN_REGTEST_CAIP_NETWORK_ID ? 'regtest' : 'testnet'
}
