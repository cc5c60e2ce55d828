import { describe, expect, it } from 'vitest'
import { convertTokenToUsd } from './convertTokenToUsd.ts'

describe('convertTokenToUsd', () => {
  it('default: amount × price, 2 decimals', () => {
    expect(convertTokenToUsd('1.5', 2000)).toBe('3000.00')
    expect(convertTokenToUsd('12.5', 1)).toBe('12.50')
    expect(convertTokenToUsd('0', 2000)).toBe('0.00')
  })

  it('behavior: rounds half up on the cents (spec §9)', () => {
    expect(convertTokenToUsd('0.005', 1)).toBe('0.01')
    expect(convertTokenToUsd('0.004999', 1)).toBe('0.00')
    expect(convertTokenToUsd('1.125', 1)).toBe('1.13')
    expect(convertTokenToUsd('0.000001', 2000)).toBe('0.00')
    expect(convertTokenToUsd('0.0000025', 2000)).toBe('0.01')
  })

  it('behavior: a float price is read as written (0.1 × 3 is 0.30)', () => {
    expect(convertTokenToUsd('3', 0.1)).toBe('0.30')
    expect(convertTokenToUsd('0.1', 3)).toBe('0.30')
  })

  it('behavior: 1 wei and amounts above 2^53 are exact', () => {
    expect(convertTokenToUsd('0.000000000000000001', 2000)).toBe('0.00')
    expect(convertTokenToUsd('9007199254740993', 1)).toBe('9007199254740993.00')
  })

  it('behavior: no price (0, negative, not finite) is no USD value', () => {
    expect(convertTokenToUsd('1', 0)).toBeUndefined()
    expect(convertTokenToUsd('1', -1)).toBeUndefined()
    expect(convertTokenToUsd('1', Number.NaN)).toBeUndefined()
    expect(convertTokenToUsd('1', Number.POSITIVE_INFINITY)).toBeUndefined()
  })

  it('bad input: not a decimal', () => {
    expect(convertTokenToUsd('abc', 1)).toBeUndefined()
    expect(convertTokenToUsd('', 1)).toBeUndefined()
  })
})
