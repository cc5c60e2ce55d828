import { SUPPORTED_LOCALES } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { formatWalletCount, warmWalletCountFormat } from './formatWalletCount.ts'

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

  it('below 1000, without Intl, the text Intl writes in every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const count of [0, 7, 10, 99, 100, 722, 999, 1000, 1722])
        expect(formatWalletCount(count, locale), `${locale} ${count}`).toBe(
          count < 10
            ? new Intl.NumberFormat(locale).format(count)
            : `${new Intl.NumberFormat(locale).format(Math.floor(count / 10) * 10)}+`,
        )
  })

  it("warmWalletCountFormat: makes a number format only for a count that needs one (a page's first costs ~10 ms)", () => {
    const expected = {
      ja: `${new Intl.NumberFormat('ja').format(1720)}+`,
      ar: new Intl.NumberFormat('ar').format(7),
    }
    const made = vi.spyOn(Intl, 'NumberFormat')
    try {
      warmWalletCountFormat(722, 'en')
      warmWalletCountFormat(999, 'fr')
      expect(made).not.toHaveBeenCalled()
      warmWalletCountFormat(1722, 'ja')
      warmWalletCountFormat(7, 'ar')
      // Made now, or by an earlier label in this worker: writing the labels makes none.
      made.mockClear()
      expect(formatWalletCount(1722, 'ja')).toBe(expected.ja)
      expect(formatWalletCount(7, 'ar')).toBe(expected.ar)
      expect(made).not.toHaveBeenCalled()
    } finally {
      made.mockRestore()
    }
  })
})
