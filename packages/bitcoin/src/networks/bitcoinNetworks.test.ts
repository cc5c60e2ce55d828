import { InvalidChainIdError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { bitcoinNetwork } from '../test/testSetup.ts'
import {
  addressFamilyOf,
  assertBitcoinNetwork,
  BITCOIN_MAINNET_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  caipNetworkIdOfWalletChain,
} from './bitcoinNetworks.ts'
import { decodeBitcoinAddress } from './decodeBitcoinAddress.ts'

describe('caipNetworkIdOfWalletChain', () => {
  it.each([
    ['bitcoin:mainnet', BITCOIN_MAINNET_CAIP_NETWORK_ID],
    ['bitcoin:testnet', BITCOIN_TESTNET_CAIP_NETWORK_ID],
    ['bitcoin:regtest', BITCOIN_REGTEST_CAIP_NETWORK_ID],
    ['bip122:00000008819873e925422c1ff0f99f7c', 'bip122:00000008819873e925422c1ff0f99f7c'],
    ['bitcoin:signet', undefined],
    ['bip122:XYZ', undefined],
    ['solana:mainnet', undefined],
  ])('%s → %s', (chain, expected) => {
    expect(caipNetworkIdOfWalletChain(chain)).toBe(expected)
  })
})

describe('assertBitcoinNetwork', () => {
  const regtest = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'http://127.0.0.1:1')
  it('default: a bip122 CAIP network passes', () => {
    expect(() => assertBitcoinNetwork(regtest)).not.toThrow()
  })
  it.each([
    ['reference not 32 hex', { ...regtest, caipNetworkId: 'bip122:regtest' as const }],
    ['id not the reference', { ...regtest, id: 'regtest' }],
    ['another namespace', { ...regtest, chainNamespace: 'solana' as const }],
  ])('%s → InvalidChainIdError', (_, network) => {
    expect(() => assertBitcoinNetwork(network)).toThrow(InvalidChainIdError)
  })
})

describe('addresses per network', () => {
  it.each([
    [BITCOIN_MAINNET_CAIP_NETWORK_ID, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'wpkh'],
    [BITCOIN_MAINNET_CAIP_NETWORK_ID, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'pkh'],
    [BITCOIN_TESTNET_CAIP_NETWORK_ID, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'wpkh'],
    [
      BITCOIN_REGTEST_CAIP_NETWORK_ID,
      'bcrt1pc8ztwandsq2yl9zuc2096pq7nw9f2j6l8j3ca8p3tv087xacz8nqdeyc0d',
      'tr',
    ],
    [BITCOIN_REGTEST_CAIP_NETWORK_ID, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', undefined],
    [BITCOIN_MAINNET_CAIP_NETWORK_ID, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdX', undefined],
  ])('%s: %s → %s', (caipNetworkId, address, type) => {
    expect(decodeBitcoinAddress(address, addressFamilyOf(caipNetworkId))?.type).toBe(type)
  })
})
