import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/api.ts'
import { sortTokensByValue } from './sortTokensByValue.ts'
import { totalTokenValue } from './totalTokenValue.ts'

const token = (symbol: string, value: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
})

describe('sortTokensByValue (spec §5)', () => {
  it('highest USD value first; ties keep the service order', () => {
    const sorted = sortTokensByValue([token('A', 1), token('B', 20), token('C', 1), token('D', 3)])
    expect(sorted.map((each) => each.symbol)).toEqual(['B', 'D', 'A', 'C'])
  })
})

describe('totalTokenValue', () => {
  it('sums the USD values', () => {
    expect(totalTokenValue([token('ETH', 2000), token('USDC', 12.5)])).toBe(2012.5)
  })

  it('empty: 0', () => {
    expect(totalTokenValue([])).toBe(0)
  })
})
