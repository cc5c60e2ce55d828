import { describe, expect, it } from 'vitest'
import { toPlainDecimal, usdValue } from './usdValue.ts'

describe('usdValue', () => {
  it.each<[string, bigint, number, number, number]>([
    ['1.5 ETH at 3000', 1_500_000_000_000_000_000n, 18, 3000, 4500],
    ['1234.5 PUSD (6 decimals) at 1', 1_234_500_000n, 6, 1, 1234.5],
    ['2.5 at 1.08 (float would be 2.7000000000000002)', 2_500_000_000_000_000_000n, 18, 1.08, 2.7],
    ['3 at 0.1 (float would be 0.30000000000000004)', 3n, 0, 0.1, 0.3],
    ['zero quantity', 0n, 18, 3000, 0],
    ['zero price', 5n, 0, 0, 0],
    ['one wei at 3000', 1n, 18, 3000, 3e-15],
    ['a tiny price in exponent notation', 10n ** 18n, 18, 2.5e-8, 2.5e-8],
    ['a huge quantity', 10n ** 30n, 0, 2, 2e30],
  ])('%s', (_case, quantity, decimals, price, expected) => {
    expect(usdValue(quantity, decimals, price)).toBe(expected)
  })
})

describe('toPlainDecimal', () => {
  it.each<[number, string]>([
    [3000, '3000'],
    [1.08, '1.08'],
    [1e-7, '0.0000001'],
    [2.5e-8, '0.000000025'],
    [1.5e21, '1500000000000000000000'],
    [1.234e22, '12340000000000000000000'],
    [-1e-7, '-0.0000001'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(toPlainDecimal(value)).toBe(expected)
  })

  it('error: rejects NaN and infinities', () => {
    expect(() => toPlainDecimal(Number.NaN)).toThrow(RangeError)
    expect(() => toPlainDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
