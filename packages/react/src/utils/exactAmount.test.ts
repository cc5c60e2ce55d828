import { describe, expect, it } from 'vitest'
import { displayExactAmount, isRoundedAmount } from './exactAmount.ts'

describe('displayExactAmount', () => {
  it.each([
    ['0.0123', '0.0123'],
    ['97.500000', '97.5'],
    ['12345.6', '12,345.6'],
    ['7500', '7,500'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['.5', '0.5'],
  ])('%s → %s', (value, expected) => {
    expect(displayExactAmount(value)).toBe(expected)
  })
})

describe('isRoundedAmount', () => {
  it.each([
    ['0.012', '0.0123', true],
    ['10000.00', '9999.999', true],
    ['0.000', '0.0001', true],
    ['40.000', '40', false],
    ['1,234.50', '1234.5', false],
    ['0.50', '.5', false],
    ['0.0000213', '0.0000213', false],
  ])('%s for %s: %s', (shown, value, expected) => {
    expect(isRoundedAmount(shown, value)).toBe(expected)
  })
})
