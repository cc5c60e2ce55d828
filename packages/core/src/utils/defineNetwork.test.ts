import { expect, it } from 'vitest'
import { defineNetwork } from './defineNetwork.ts'

it('default: an eip155 network with its CAIP-2 id', () => {
  const network = defineNetwork({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.local' } },
    testnet: true,
    assets: { imageId: 'local' },
  })
  expect(network).toEqual({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.local' } },
    testnet: true,
    assets: { imageId: 'local' },
  })
})

it('parameters: chainNamespace', () => {
  const network = defineNetwork({
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [] } },
  })
  expect(network.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(network.chainNamespace).toBe('solana')
})
