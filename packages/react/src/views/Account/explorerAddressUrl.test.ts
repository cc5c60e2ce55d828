import { defineNetwork } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from './explorerAddressUrl.ts'

const base = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

describe('explorerAddressUrl', () => {
  it('default: the explorer address page', () => {
    const network = defineNetwork({
      ...base,
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io/' } },
    })
    expect(explorerAddressUrl(network, '0xabc')).toBe('https://etherscan.io/address/0xabc')
  })

  it('behavior: no explorer, no link', () => {
    expect(explorerAddressUrl(defineNetwork(base), '0xabc')).toBeUndefined()
  })

  it('behavior: a non-web explorer URL is not linked', () => {
    const network = defineNetwork({
      ...base,
      blockExplorers: { default: { name: 'Bad', url: 'javascript:alert(1)' } },
    })
    expect(explorerAddressUrl(network, '0xabc')).toBeUndefined()
  })

  it('behavior: no network, no link', () => {
    expect(explorerAddressUrl(undefined, '0xabc')).toBeUndefined()
  })
})
