import { defineNetwork, type Network } from '@portico/core'
import { solanaAddressChecks } from '@portico/solana'
import { BITCOIN_MAINNET } from '@portico/test-utils/networks'
import { bitcoinKey, solanaKey } from '@portico/test-utils/testKeys'
import { base58 as scureBase58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { walletConnectAddressChecks } from './walletConnectAddressChecks.ts'

const { solana, bip122 } = walletConnectAddressChecks
const base58 = (length: number, fill = 200) => scureBase58.encode(new Uint8Array(length).fill(fill))
const bitcoinNetwork = (reference: string): Network =>
  defineNetwork({
    id: reference,
    chainNamespace: 'bip122',
    name: reference,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  })
const mainnet = bitcoinNetwork(BITCOIN_MAINNET)
const testnet = bitcoinNetwork('000000000933ea01ad0ee984209779ba')
const regtest = bitcoinNetwork('0f9188f13cb7b2c71f2a335e3a4fc328')

describe('walletConnectAddressChecks.solana', () => {
  // @portico/solana's checks are the oracle: the two must agree on every input.
  const samples = [
    solanaKey(1).address,
    '1'.repeat(32),
    '1'.repeat(44),
    base58(31),
    base58(32),
    base58(33),
    base58(32, 0).replace(/^1/, ''),
    `0OIl${base58(32).slice(4)}`,
    ` ${base58(32)}`,
    base58(63),
    base58(64),
    base58(64, 0),
    base58(65),
    `0x${'ab'.repeat(32)}`,
    '',
  ]

  it.each(samples)('parseAddress(%j) agrees with @portico/solana', (value) => {
    expect(solana?.parseAddress(value)).toBe(solanaAddressChecks.parseAddress(value))
  })

  it.each(samples)('isTransactionHash(%j) agrees with @portico/solana', (value) => {
    expect(solana?.isTransactionHash(value)).toBe(solanaAddressChecks.isTransactionHash(value))
  })

  it('behavior: the samples hold both answers', () => {
    expect(solana?.parseAddress(base58(32))).toBe(base58(32))
    expect(solana?.parseAddress(base58(33))).toBeUndefined()
    expect(solana?.isTransactionHash(base58(64))).toBe(true)
    expect(solana?.isTransactionHash(base58(65))).toBe(false)
  })
})

describe('walletConnectAddressChecks.bip122', () => {
  const address = bitcoinKey(1).address // bc1q…, mainnet P2WPKH

  it('parameters: network — the prefixes of the network only; any without one', () => {
    expect(bip122?.parseAddress(address, mainnet)).toBe(address)
    expect(bip122?.parseAddress(address, testnet)).toBeUndefined()
    expect(bip122?.parseAddress(address, regtest)).toBeUndefined()
    expect(bip122?.parseAddress(address)).toBe(address)
    const testnetAddress = 'tb1q0xcqpzrky6eff2g52qdye53xkk9jxkvraulyla'
    expect(bip122?.parseAddress(testnetAddress, testnet)).toBe(testnetAddress)
    expect(bip122?.parseAddress(testnetAddress, mainnet)).toBeUndefined()
  })

  it('behavior: bech32 in one case only; nothing around it', () => {
    expect(bip122?.parseAddress(address.toUpperCase(), mainnet)).toBe(address.toUpperCase())
    expect(bip122?.parseAddress(`bC${address.slice(2)}`, mainnet)).toBeUndefined()
    expect(bip122?.parseAddress(` ${address}`, mainnet)).toBeUndefined()
  })

  it('isTransactionHash: a txid, 64 hex characters without 0x', () => {
    expect(bip122?.isTransactionHash('ab'.repeat(32))).toBe(true)
    expect(bip122?.isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(false)
    expect(bip122?.isTransactionHash('ab'.repeat(31))).toBe(false)
  })
})
