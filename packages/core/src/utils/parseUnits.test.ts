import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/format.ts'
import { TooManyDecimalsError } from '../errors/send.ts'
import { formatUnits } from './formatUnits.ts'
import { parseUnits } from './parseUnits.ts'

describe('parseUnits', () => {
  it('default: whole tokens to the smallest unit, exactly', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('12.5', 6)).toBe(12_500_000n)
    expect(parseUnits('0', 6)).toBe(0n)
    expect(parseUnits('7', 0)).toBe(7n)
  })

  it('behavior: 0.1 + 0.2 is 0.3 exactly (no float touches an amount)', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    const sum = parseUnits('0.1', 18) + parseUnits('0.2', 18)
    expect(sum).toBe(parseUnits('0.3', 18))
    expect(formatUnits(sum, 18)).toBe('0.3')
  })

  it('behavior: 18-decimal dust (1 wei) survives both ways', () => {
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(parseUnits('1.000000000000000001', 18)).toBe(1_000_000_000_000_000_001n)
  })

  it('behavior: amounts above 2^53 stay exact', () => {
    expect(parseUnits('9007199254740993', 0)).toBe(9_007_199_254_740_993n)
    const huge = '123456789012345678901234.123456789012345678'
    expect(parseUnits(huge, 18)).toBe(123456789012345678901234123456789012345678n)
    expect(formatUnits(parseUnits(huge, 18), 18)).toBe(huge)
  })

  it("behavior: spaces around are ignored; '.5', '5.' and trailing zeros are decimals", () => {
    expect(parseUnits(' 1.5 ', 6)).toBe(1_500_000n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('5.', 6)).toBe(5_000_000n)
    expect(parseUnits('1.50', 1)).toBe(15n)
  })

  it('bad input: more decimals than the token has is TooManyDecimalsError', () => {
    expect(() => parseUnits('0.0000001', 6)).toThrow(TooManyDecimalsError)
    expect(() => parseUnits('1.5', 0)).toThrow(TooManyDecimalsError)
    expect(() => parseUnits('0.0000000000000000001', 18)).toThrow(TooManyDecimalsError)
  })

  it.each(['', ' ', '.', '1,5', '1.2.3', 'abc', '1e5', '0x10', 'Infinity', 'NaN', '+1'])(
    "bad input: '%s' is InvalidDecimalError",
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalError)
    },
  )

  it('bad input: decimals that are not a whole number ≥ 0', () => {
    expect(() => parseUnits('1', -1)).toThrow(InvalidDecimalError)
    expect(() => parseUnits('1', 1.5)).toThrow(InvalidDecimalError)
  })
})
