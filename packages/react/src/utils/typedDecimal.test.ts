import { describe, expect, it } from 'vitest'
import { fieldDecimal, typedDecimal } from './typedDecimal.ts'

describe('typedDecimal', () => {
  it("default: an English amount is left as typed, a comma too (core's rules judge it)", () => {
    expect(typedDecimal('1.5', 'en')).toBe('1.5')
    expect(typedDecimal('1,5', 'en')).toBe('1,5')
  })

  it("behavior: a decimal-comma locale's comma is the decimal point", () => {
    expect(typedDecimal('0,5', 'de')).toBe('0.5')
    expect(typedDecimal('12,25', 'fr')).toBe('12.25')
    expect(typedDecimal('0.5', 'de')).toBe('0.5')
  })

  it('behavior: Arabic and Persian digits and the Arabic decimal separator read as Western ones', () => {
    expect(typedDecimal('١٫٥', 'ar')).toBe('1.5')
    expect(typedDecimal('۲۰', 'ar')).toBe('20')
  })

  it("behavior: the field shows core's amount back with the locale's decimal comma", () => {
    expect(fieldDecimal('0.5', 'de')).toBe('0,5')
    expect(fieldDecimal('0.5', 'en')).toBe('0.5')
    expect(fieldDecimal('0.5', 'ar')).toBe('0.5')
    expect(fieldDecimal(typedDecimal('12,25', 'fr'), 'fr')).toBe('12,25')
  })
})
