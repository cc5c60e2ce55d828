import { describe, expect, it } from 'vitest'
import { selectNetworks } from './networkFamilies.ts'
import { toNetworks } from './networks.ts'
import { DEFAULT_CHAINS } from './settings.ts'

const solana = {
  caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
  name: 'Portico Solana Local',
  rpcUrl: 'http://127.0.0.1:8899',
} as const

describe('selectNetworks', () => {
  const all = toNetworks({ chains: DEFAULT_CHAINS, solana })

  it('default: every network of the devnet', () => {
    expect(selectNetworks(all, '').map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
    ])
  })

  it('parameters: ?networks=solana → the Solana network only', () => {
    expect(selectNetworks(all, '?networks=solana&siwx=optional')).toEqual([all[2]])
  })

  it('behavior: without a Solana network, or another family asked, all stay', () => {
    const evmOnly = toNetworks({ chains: DEFAULT_CHAINS })
    expect(selectNetworks(evmOnly, '?networks=solana')).toEqual(evmOnly)
    expect(selectNetworks(all, '?networks=eip155')).toEqual(all)
  })
})
