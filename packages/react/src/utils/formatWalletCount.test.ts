import { describe, expect, it } from 'vitest'
import { formatWalletCount } from './formatWalletCount.ts'

describe('formatWalletCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [10, '10+'],
    [99, '90+'],
    [722, '720+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('count %d → %s', (count, label) => {
    expect(formatWalletCount(count)).toBe(label)
  })
})
