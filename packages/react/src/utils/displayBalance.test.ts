import { describe, expect, it } from 'vitest'
import { displayBalance } from './displayBalance.ts'
import { roundedBalance } from './roundedBalance.ts'

describe('displayBalance', () => {
  it('default: two decimals and the symbol', () => {
    expect(displayBalance('10000', 'ETH', 'en')).toBe('10000.00 ETH')
  })

  it('behavior: rounds half up', () => {
    expect(displayBalance('9999.999', 'ETH', 'en')).toBe('10000.00 ETH')
  })

  it("behavior: in the locale's decimal separator", () => {
    expect(displayBalance('9999.999', 'ETH', 'de')).toBe('10000,00 ETH')
    expect(displayBalance('0.125', undefined, 'ru')).toBe('0,13')
  })

  it('parameters: no symbol', () => {
    expect(displayBalance('1.5', undefined, 'en')).toBe('1.50')
  })

  it('parameters: no balance yet', () => {
    expect(displayBalance(undefined, 'ETH', 'en')).toBeUndefined()
  })

  it('behavior: a value that is not a number shows nothing', () => {
    expect(displayBalance('lots', 'ETH', 'en')).toBeUndefined()
  })

  it('roundedBalance: the English figure Amount localizes, undefined for no number', () => {
    expect(roundedBalance('9999.999')).toBe('10000.00')
    expect(roundedBalance('lots')).toBeUndefined()
    expect(roundedBalance(undefined)).toBeUndefined()
  })
})
