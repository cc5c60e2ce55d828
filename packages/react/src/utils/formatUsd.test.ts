import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.ts'

describe('formatUsd', () => {
  it.each([
    [2012.5, '$2,012.50'],
    [0, '$0.00'],
    [0.004, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('%d: %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected)
  })
})
