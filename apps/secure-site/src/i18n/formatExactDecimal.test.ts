import { SUPPORTED_LOCALES } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { formatExactDecimal } from './formatExactDecimal.ts'

// The visitor's money is decided on the approve view: an amount is shown digit for digit.
describe('formatExactDecimal', () => {
  test('default: the locale’s decimal separator, every digit kept, no grouping', () => {
    expect(formatExactDecimal('en', '2949.7')).toBe('2949.7')
    expect(formatExactDecimal('de', '2949.7')).toBe('2949,7')
    expect(formatExactDecimal('fr', '1000000.5')).toBe('1000000,5')
    expect(formatExactDecimal('ar', '0.000021')).toBe(
      new Intl.NumberFormat('ar', { maximumFractionDigits: 20, useGrouping: false }).format(
        '0.000021' as unknown as number,
      ),
    )
  })

  test('behavior: more digits than a double holds, or than Intl formats (20 decimals), are all kept', () => {
    // 2²⁵⁶ − 1 wei in ETH, and a 30-decimal token amount of one smallest unit.
    const huge = '115792089237316195423570985008687907853269984665640564039457.584007913129639935'
    expect(formatExactDecimal('en', huge)).toBe(huge)
    expect(formatExactDecimal('de', huge)).toBe(huge.replace('.', ','))
    const tiny = '0.000000000000000000000000000001'
    expect(formatExactDecimal('en', tiny)).toBe(tiny)
    expect(formatExactDecimal('ru', tiny)).toBe(tiny.replace('.', ','))
  })

  test.each(SUPPORTED_LOCALES)(
    'behavior: in %s, the same text Intl.NumberFormat writes for the decimal string, where Intl can',
    (locale) => {
      const format = new Intl.NumberFormat(locale, {
        maximumFractionDigits: 20,
        useGrouping: false,
      })
      for (const value of [
        '0',
        '1',
        '12.5',
        '1000000.000000000000000001',
        '0.00000000000000000001',
      ])
        expect(formatExactDecimal(locale, value)).toBe(format.format(value as unknown as number))
    },
  )

  test('bad input: anything but a plain decimal is returned as it is', () => {
    expect(formatExactDecimal('de', '1e21')).toBe('1e21')
    expect(formatExactDecimal('de', '12 PUSD')).toBe('12 PUSD')
    expect(formatExactDecimal('de', '')).toBe('')
  })
})
