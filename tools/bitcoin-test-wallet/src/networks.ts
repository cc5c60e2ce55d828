import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinTestNetwork } from './types.ts'

type BtcNetwork = typeof NETWORK

// btc-signer ships mainnet and testnet; regtest differs from testnet only in its bech32 prefix.
const REGTEST_NETWORK: BtcNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

/**
 * The address parameters of a network for @scure/btc-signer.
 *
 * @example
 * p2wpkh(publicKey, btcNetwork('regtest')).address // 'bcrt1q…'
 */
export function btcNetwork(network: BitcoinTestNetwork): BtcNetwork {
  if (network === 'mainnet') return NETWORK
  return network === 'testnet' ? TEST_NETWORK : REGTEST_NETWORK
}

/**
 * The wallet's Wallet Standard chain for a network.
 *
 * @example
 * walletChain('regtest') // 'bitcoin:regtest'
 */
export function walletChain(network: BitcoinTestNetwork): `bitcoin:${BitcoinTestNetwork}` {
  return `bitcoin:${network}`
}
