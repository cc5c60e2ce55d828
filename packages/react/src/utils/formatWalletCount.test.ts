import { describe, expect, it } from 'vitest'
import { formatWalletCount } from './formatWalletCount.ts'

describe('formatWalletCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [10, '10+'],
    [99, '90+'],
    [722, '720+'],
    [1722, '1,720+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('count %d → %s', (count, label) => {
    expect(formatWalletCount(count, 'en')).toBe(label)
  })

  it("locale: the locale's digits and grouping", () => {
    expect(formatWalletCount(1722, 'de')).toBe('1.720+')
    expect(formatWalletCount(7, 'hi')).toBe(new Intl.NumberFormat('hi').format(7))
    expect(formatWalletCount(722, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(720)}+`)
  })
})
