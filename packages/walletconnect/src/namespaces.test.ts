import { defineNetwork } from '@portico/core'
import { expect, it } from 'vitest'
import { buildEip155Namespace, EIP155_EVENTS, EIP155_METHODS } from './namespaces.ts'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

it('default: every configured EVM network, with its RPC URL', () => {
  const namespace = buildEip155Namespace([
    defineNetwork({
      id: 31337,
      name: 'A',
      nativeCurrency,
      rpcUrls: { default: { http: ['http://a'] } },
    }),
    defineNetwork({
      id: 31338,
      name: 'B',
      nativeCurrency,
      rpcUrls: { default: { http: ['http://b'] } },
    }),
    defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency,
      rpcUrls: { default: { http: ['http://s'] } },
    }),
  ])
  expect(namespace).toEqual({
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
