import { describe, expect, it } from 'vitest'
import { parseGatewayChainId } from './parseGatewayChainId.ts'

describe('parseGatewayChainId', () => {
  it('takes the chain id or the CAIP-2 id', () => {
    expect(parseGatewayChainId('1')).toBe('eip155:1')
    expect(parseGatewayChainId('eip155:31337')).toBe('eip155:31337')
  })

  it('refuses anything else', () => {
    for (const value of [
      '0x1',
      '01',
      '',
      'eip155:',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      undefined,
      ['1', '2'],
    ])
      expect(parseGatewayChainId(value)).toBeUndefined()
  })
})
