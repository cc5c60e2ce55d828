import { describe, expect, it } from 'vitest'
import { localizeFigure } from './localizeFigure.ts'

describe('localizeFigure', () => {
  it('default: English figures stay as they are', () => {
    expect(localizeFigure('10000.00', 'en')).toBe('10000.00')
    expect(localizeFigure('12,345.6', 'en')).toBe('12,345.6')
    expect(localizeFigure('0.0000213', 'en')).toBe('0.0000213')
  })

  it("behavior: the locale's separators, grouped only when the English figure was", () => {
    expect(localizeFigure('10000.00', 'de')).toBe('10000,00')
    expect(localizeFigure('12,345.678', 'de')).toBe('12.345,678')
    expect(localizeFigure('1,234,567.5', 'hi')).toBe('12,34,567.5')
    expect(localizeFigure('1,234.5', 'fr')).toBe('1\u202f234,5')
  })

  it('behavior: every digit kept, past what a double or Intl fractions hold', () => {
    const long = '123,456,789,012,345,678,901.123456789012345678901234'
    expect(localizeFigure(long, 'de')).toBe('123.456.789.012.345.678.901,123456789012345678901234')
  })

  it('behavior: a negative figure gets the minus sign of the locale', () => {
    expect(localizeFigure('-1.50', 'ru')).toBe('-1,50')
    expect(localizeFigure('-1.50', 'en')).toBe('-1.50')
  })

  it('parameters: anything that is not a decimal figure is returned as it is', () => {
    expect(localizeFigure('—', 'de')).toBe('—')
    expect(localizeFigure('1.5e-7', 'de')).toBe('1.5e-7')
  })
})
