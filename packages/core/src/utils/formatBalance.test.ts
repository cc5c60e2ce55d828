import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/format.ts'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance', () => {
  it.each([
    ['0', '0.00'],
    ['1', '1.00'],
    ['1.5', '1.50'],
    ['1.234', '1.23'],
    ['1.235', '1.24'],
    ['1.005', '1.01'],
    ['9999.999', '10000.00'],
    ['0.995', '1.00'],
    ['0.004', '0.00'],
    ['10000.000000000000000001', '10000.00'],
    ['123456789012345678901234567890.126', '123456789012345678901234567890.13'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['00012.3', '12.30'],
  ])('default 2 decimals: %s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })

  it.each([
    ['1.5e-7', '0.00'],
    ['5e-3', '0.01'],
    ['1.2345e3', '1234.50'],
    ['1E2', '100.00'],
  ])('exponent notation: %s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })

  it.each([
    ['-1.005', '-1.01'],
    ['-0.001', '0.00'],
    ['-9999.999', '-10000.00'],
  ])('negative values round half away from zero: %s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })

  it('parameters: decimals', () => {
    expect(formatBalance('1.23456', 3)).toBe('1.235')
    expect(formatBalance('2.5', 0)).toBe('3')
    expect(formatBalance('1', 4)).toBe('1.0000')
  })

  it('accepts a number', () => {
    expect(formatBalance(0.1 + 0.2)).toBe('0.30')
  })

  it.each(['', 'abc', '1.2.3', '0x10', '1,5', '.', '-', 'NaN', 'Infinity'])(
    'behavior: %j is an InvalidDecimalError',
    (input) => {
      expect(() => formatBalance(input)).toThrow(InvalidDecimalError)
    },
  )

  it('behavior: negative decimals is an InvalidDecimalError', () => {
    expect(() => formatBalance('1', -1)).toThrow(InvalidDecimalError)
  })
})
