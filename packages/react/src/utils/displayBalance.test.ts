import { describe, expect, it } from 'vitest'
import { displayBalance } from './displayBalance.ts'

describe('displayBalance', () => {
  it('default: two decimals and the symbol', () => {
    expect(displayBalance('10000', 'ETH')).toBe('10000.00 ETH')
  })

  it('behavior: rounds half up', () => {
    expect(displayBalance('9999.999', 'ETH')).toBe('10000.00 ETH')
  })

  it('parameters: no symbol', () => {
    expect(displayBalance('1.5', undefined)).toBe('1.50')
  })

  it('parameters: no balance yet', () => {
    expect(displayBalance(undefined, 'ETH')).toBeUndefined()
  })

  it('behavior: a value that is not a number shows nothing', () => {
    expect(displayBalance('lots', 'ETH')).toBeUndefined()
  })
})
