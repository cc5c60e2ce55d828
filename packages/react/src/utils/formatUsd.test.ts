import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.ts'

describe('formatUsd', () => {
  it.each([
    [2012.5, '$2,012.50'],
    [0, '$0.00'],
    [0.004, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%d: %s', (value, expected) => {
    expect(formatUsd(value, 'en')).toBe(expected)
  })

  it("behavior: in the locale's way of writing dollars", () => {
    expect(formatUsd(2012.5, 'de')).toBe('2.012,50\u00a0$')
    expect(formatUsd(2012.5, 'ja')).toBe('$2,012.50')
  })
})
