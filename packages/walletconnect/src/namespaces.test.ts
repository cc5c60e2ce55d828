import { defineNetwork } from '@portico/core'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_EVENTS,
  BITCOIN_METHODS,
  buildEip155Namespace,
  buildNamespace,
  buildOptionalNamespaces,
  EIP155_EVENTS,
  EIP155_METHODS,
  NON_EVM_EVENTS,
  SOLANA_METHODS,
} from './namespaces.ts'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const evmA = defineNetwork({
  id: 31337,
  name: 'A',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://a'] } },
})
const evmB = defineNetwork({
  id: 31338,
  name: 'B',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://b'] } },
})
const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://s'] } },
})
const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
})

describe('buildEip155Namespace', () => {
  it('default: every configured EVM network, with its RPC URL', () => {
    expect(buildEip155Namespace([evmA, evmB, solana])).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [...EIP155_METHODS],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://a', 31338: 'http://b' },
    })
  })

  it('behavior: the method list holds what EVM wallets expect', () => {
    expect(EIP155_METHODS).toHaveLength(17)
    expect(EIP155_METHODS).toContain('wallet_addEthereumChain')
    expect(EIP155_EVENTS).toEqual(['chainChanged', 'accountsChanged'])
  })
})

describe('buildNamespace', () => {
  it('parameters: solana asks every Solana network with the Solana methods', () => {
    expect(buildNamespace([evmA, solana, bitcoin], 'solana')).toEqual({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: [...SOLANA_METHODS],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://s' },
    })
    expect(SOLANA_METHODS).toContain('solana_signMessage')
  })

  it('parameters: bip122 asks every Bitcoin network with the Bitcoin methods and events', () => {
    expect(buildNamespace([evmA, solana, bitcoin], 'bip122')).toEqual({
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      methods: [...BITCOIN_METHODS],
      events: [...NON_EVM_EVENTS, 'bip122_addressesChanged'],
      rpcMap: {},
    })
    expect(BITCOIN_METHODS).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    expect(BITCOIN_EVENTS).toContain('bip122_addressesChanged')
  })
})

describe('buildOptionalNamespaces', () => {
  it('default: one entry per namespace asked for', () => {
    const optional = buildOptionalNamespaces(
      [evmA, solana, bitcoin],
      ['eip155', 'solana', 'bip122'],
    )
    expect(Object.keys(optional)).toEqual(['eip155', 'solana', 'bip122'])
    expect(optional.bip122?.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])
  })

  it('behavior: a namespace without a configured network is left out', () => {
    expect(
      Object.keys(buildOptionalNamespaces([evmA, solana], ['eip155', 'solana', 'bip122'])),
    ).toEqual(['eip155', 'solana'])
  })

  it('behavior: a namespace not asked for is left out', () => {
    expect(Object.keys(buildOptionalNamespaces([evmA, solana, bitcoin], ['eip155']))).toEqual([
      'eip155',
    ])
  })
})
