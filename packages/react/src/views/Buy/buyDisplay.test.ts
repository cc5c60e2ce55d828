import { describe, expect, it } from 'vitest'
import { displayBuyAmount, displayMoney } from './buyDisplay.ts'

describe('Buy figures in the locale', () => {
  it('default: English as the view has always shown them', () => {
    expect(displayBuyAmount('97.500000', 'en')).toBe('97.5')
    expect(displayBuyAmount('7500', 'en')).toBe('7,500')
    expect(displayMoney({ value: '98.00', currency: 'USD' }, 'en')).toBe('98.00 USD')
  })

  it("behavior: the locale's separators, the provider's cents kept", () => {
    expect(displayBuyAmount('7500.25', 'de')).toBe('7.500,25')
    expect(displayMoney({ value: '1234.50', currency: 'EUR' }, 'fr')).toBe('1234,50 EUR')
  })
})
