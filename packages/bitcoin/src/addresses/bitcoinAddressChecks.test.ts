import type { Network } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter.ts'
import {
  BITCOIN_MAINNET_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
} from '../networks/bitcoinNetworks.ts'
import { bitcoinNetwork } from '../test/testSetup.ts'
import { bitcoinAddressChecks } from './bitcoinAddressChecks.ts'

// One key's addresses on each network (@scure/btc-signer: p2wpkh, p2pkh, p2sh-p2wpkh).
const MAINNET = {
  bech32: 'bc1q0xcqpzrky6eff2g52qdye53xkk9jxkvrh6yhyw',
  p2pkh: '1C6Rc3w25VHud3dLDamutaqfKWqhrLRTaD',
  p2sh: '35LM1A29K95ADiQ8rJ9uEfVZCKffZE4D9i',
}
const TESTNET = {
  bech32: 'tb1q0xcqpzrky6eff2g52qdye53xkk9jxkvraulyla',
  p2pkh: 'mrcNu71ztWjAQA6ww9kHiW3zBWSQidHXTQ',
  p2sh: '2MvtZ4txAvbaWRW2gXRmmrcUpQfsqNgpfUm',
}
const REGTEST_BECH32 = 'bcrt1q0xcqpzrky6eff2g52qdye53xkk9jxkvrl4xfg5'

const mainnet = bitcoinNetwork(BITCOIN_MAINNET_CAIP_NETWORK_ID, 'http://127.0.0.1:1')
const testnet = bitcoinNetwork(BITCOIN_TESTNET_CAIP_NETWORK_ID, 'http://127.0.0.1:1')
const signet = bitcoinNetwork('bip122:00000008819873e925422c1ff0f99f7c', 'http://127.0.0.1:1')
const regtest = bitcoinNetwork(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'http://127.0.0.1:1')
const parse = (value: string, network?: Network) =>
  bitcoinAddressChecks.parseAddress(value, network)

describe('bitcoinAddressChecks.parseAddress', () => {
  it('parameters: network — an address passes on the networks of its prefix only (addressFamilyOf)', () => {
    for (const address of Object.values(MAINNET)) {
      expect(parse(address, mainnet)).toBe(address)
      expect(parse(address, testnet)).toBeUndefined()
      expect(parse(address, regtest)).toBeUndefined()
    }
    for (const address of Object.values(TESTNET)) {
      expect(parse(address, testnet)).toBe(address)
      expect(parse(address, signet)).toBe(address)
      expect(parse(address, mainnet)).toBeUndefined()
    }
    // Regtest shares testnet's base58 versions but has its own bech32 prefix.
    expect(parse(REGTEST_BECH32, regtest)).toBe(REGTEST_BECH32)
    expect(parse(TESTNET.p2pkh, regtest)).toBe(TESTNET.p2pkh)
    expect(parse(TESTNET.bech32, regtest)).toBeUndefined()
    expect(parse(REGTEST_BECH32, testnet)).toBeUndefined()
  })

  it('parameters: no network — an address of any of them', () => {
    for (const address of [...Object.values(MAINNET), ...Object.values(TESTNET), REGTEST_BECH32])
      expect(parse(address)).toBe(address)
  })

  it('behavior: bech32 in one case, upper or lower, never mixed; base58 as written', () => {
    expect(parse(MAINNET.bech32.toUpperCase(), mainnet)).toBe(MAINNET.bech32.toUpperCase())
    expect(parse(`bC${MAINNET.bech32.slice(2)}`, mainnet)).toBeUndefined()
    expect(parse(MAINNET.bech32.replace('0x', '0X'), mainnet)).toBeUndefined()
  })

  it.each([
    ['a character outside bech32 (b)', `${MAINNET.bech32.slice(0, -1)}b`],
    ['a character outside base58 (0)', `1${'0'.repeat(30)}`],
    ['too short', 'bc1q0xcqpz'],
    ['too long', `bc1q${'q'.repeat(88)}`],
    ['a space around', ` ${MAINNET.bech32}`],
    ['a space inside', `${MAINNET.p2pkh.slice(0, 10)} ${MAINNET.p2pkh.slice(10)}`],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['empty', ''],
  ])('invalid: %s', (_case, value) => {
    expect(parse(value, mainnet)).toBeUndefined()
    expect(parse(value)).toBeUndefined()
  })
})

describe('bitcoinAddressChecks.isTransactionHash', () => {
  it('default: a txid is 64 hex characters', () => {
    expect(bitcoinAddressChecks.isTransactionHash('ab'.repeat(32))).toBe(true)
    expect(bitcoinAddressChecks.isTransactionHash('AB'.repeat(32))).toBe(true)
  })

  it.each([
    ['0x and 64 hex (an EVM hash)', `0x${'ab'.repeat(32)}`],
    ['63 hex', 'a'.repeat(63)],
    ['65 hex', 'a'.repeat(65)],
    ['a space around', ` ${'ab'.repeat(32)}`],
    ['base58', '5'.repeat(88)],
  ])('invalid: %s', (_case, value) => {
    expect(bitcoinAddressChecks.isTransactionHash(value)).toBe(false)
  })
})

it("behavior: the Bitcoin adapter offers them for bip122, and no other namespace's", () => {
  expect(bitcoinAdapter().addressChecks).toEqual({ bip122: bitcoinAddressChecks })
})
