import { describe, expect, it } from 'vitest'
import { convertUsdToToken } from './convertUsdToToken.ts'

describe('convertUsdToToken', () => {
  it('default: USD ÷ price, exact when it divides', () => {
    expect(convertUsdToToken('3000', 2000, 18)).toBe('1.5')
    expect(convertUsdToToken('12.5', 1, 6)).toBe('12.5')
  })

  it("behavior: rounded half up to the token's decimals (spec §9)", () => {
    expect(convertUsdToToken('10', 3, 6)).toBe('3.333333')
    expect(convertUsdToToken('20', 3, 6)).toBe('6.666667')
    expect(convertUsdToToken('1', 3, 18)).toBe('0.333333333333333333')
    expect(convertUsdToToken('0.5', 1, 0)).toBe('1')
    expect(convertUsdToToken('0.49', 1, 0)).toBe('0')
  })

  it('behavior: no price is no amount', () => {
    expect(convertUsdToToken('1', 0, 18)).toBeUndefined()
    expect(convertUsdToToken('1', Number.NaN, 18)).toBeUndefined()
  })

  it('bad input: not a decimal, or decimals that are not a whole number', () => {
    expect(convertUsdToToken('1,5', 1, 6)).toBeUndefined()
    expect(convertUsdToToken('1', 1, -1)).toBeUndefined()
  })
})
