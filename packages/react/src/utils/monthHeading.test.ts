import { describe, expect, it } from 'vitest'
import { monthHeading } from './monthHeading.ts'

describe('monthHeading', () => {
  it.each([
    [2026, 0, 'January 2026'],
    [2025, 11, 'December 2025'],
  ])('%d-%d: %s', (year, month, expected) => {
    expect(monthHeading(year, month, 'en')).toBe(expected)
  })

  it.each([
    ['de', 'Januar 2026'],
    ['ja', '2026年1月'],
    ['ar', 'يناير 2026'],
  ] as const)('behavior: in %s, %s', (locale, expected) => {
    expect(monthHeading(2026, 0, locale)).toBe(expected)
  })
})
