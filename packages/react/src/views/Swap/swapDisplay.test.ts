import { describe, expect, it } from 'vitest'
import {
  displayImpact,
  displayPercent,
  displaySwapUsd,
  displayUsd,
  ltrIsolate,
} from './swapDisplay.ts'

describe('Swap figures in the locale', () => {
  it('default: English as the views have always shown them', () => {
    expect(displaySwapUsd('2012.50', 'en')).toBe('$2,012.50')
    expect(displayUsd(Number.NaN, 'en')).toBe('$0.00')
    expect(displayPercent('0.5', 'en')).toBe('0.5%')
    expect(displayImpact(0.3, 'en')).toBe('0.3%')
    expect(displayImpact(0.004, 'en')).toBe('< 0.01%')
  })

  it("behavior: German's separators and the place of its signs", () => {
    expect(displaySwapUsd('2012.50', 'de')).toBe('2.012,50\u00a0$')
    expect(displayPercent('0.5', 'de')).toBe('0,5\u00a0%')
    expect(displayImpact(0.004, 'de')).toBe('< 0,01\u00a0%')
  })

  it('behavior: an unknown USD value is none', () => {
    expect(displaySwapUsd(undefined, 'en')).toBeUndefined()
    expect(displaySwapUsd('n/a', 'en')).toBeUndefined()
  })

  it('behavior: a figure isolated left to right inside a sentence', () => {
    expect(ltrIsolate('3.00 US$')).toBe('\u20663.00 US$\u2069')
  })
})
