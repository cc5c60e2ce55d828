import BigNumber from 'bignumber.js'
import { describe, expect, it } from 'vitest'
import { DECIMAL_PLACES } from '../../constants.ts'
import { Decimal, decimalOf, parsePlainDecimal } from './decimal.ts'

describe('Decimal', () => {
  it('default: 20 decimal places, rounding half up (spec §9), set explicitly', () => {
    expect(Decimal.config({}).DECIMAL_PLACES).toBe(DECIMAL_PLACES)
    expect(DECIMAL_PLACES).toBe(20)
    expect(Decimal.config({}).ROUNDING_MODE).toBe(BigNumber.ROUND_HALF_UP)
    expect(new Decimal(1).div(3).toFixed()).toBe('0.33333333333333333333')
    expect(new Decimal(2).div(3).toFixed()).toBe('0.66666666666666666667')
  })

  it('behavior: 0.1 + 0.2 = 0.3 exactly', () => {
    expect(new Decimal('0.1').plus('0.2').toFixed()).toBe('0.3')
    expect(new Decimal('0.1').plus('0.2').isEqualTo('0.3')).toBe(true)
  })

  it('behavior: plain notation always; the global BigNumber is left as it was', () => {
    expect(new Decimal('1e-7').toString()).toBe('0.0000001')
    expect(new Decimal('1e21').toString()).toBe('1000000000000000000000')
    expect(new BigNumber('1e-7').toString()).toBe('1e-7')
  })

  it('parsePlainDecimal: digits with one point only', () => {
    expect(parsePlainDecimal('1.5')?.toFixed()).toBe('1.5')
    expect(parsePlainDecimal('.5')?.toFixed()).toBe('0.5')
    expect(parsePlainDecimal('5.')?.toFixed()).toBe('5')
    for (const bad of ['', '.', '1,5', '-1', '1e5', ' 1'])
      expect(parsePlainDecimal(bad)).toBeUndefined()
  })

  it('decimalOf: a reported balance, exponents allowed; garbage is 0', () => {
    expect(decimalOf('1.5e-7').toFixed()).toBe('0.00000015')
    expect(decimalOf('nope').toFixed()).toBe('0')
  })
})
