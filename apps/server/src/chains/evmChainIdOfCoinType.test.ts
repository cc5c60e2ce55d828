import { describe, expect, it } from 'vitest'
import { evmChainIdOfCoinType } from './evmChainIdOfCoinType.ts'

describe('evmChainIdOfCoinType', () => {
  it('default: 60 is chain 1, 0x80000000 | chainId is chainId (ENSIP-11)', () => {
    expect(evmChainIdOfCoinType(60)).toBe(1)
    expect(evmChainIdOfCoinType(2_147_514_985)).toBe(31337)
    expect(evmChainIdOfCoinType(0x80000001)).toBe(1)
    expect(evmChainIdOfCoinType(0xffffffff)).toBe(0x7fffffff)
  })

  it.each([
    ['Solana', 501],
    ['Bitcoin', 0],
    ['chain 0', 0x80000000],
    ['past 32 bits', 0x1_0000_0000],
    ['a fraction', 60.5],
  ])('behavior: %s is not an EVM coin type', (_, coinType) => {
    expect(evmChainIdOfCoinType(coinType)).toBeUndefined()
  })
})
