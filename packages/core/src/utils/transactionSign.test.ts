import { describe, expect, it } from 'vitest'
import { MINUS_SIGN, transactionSign } from './transactionSign.ts'

describe('transactionSign (spec §4)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'] as const)(
    '%s: +, whatever the direction',
    (type) => {
      expect(transactionSign(type)).toBe('+')
      expect(transactionSign(type, 'out')).toBe('+')
    },
  )

  it.each(['withdraw', 'repay', 'burn'] as const)('%s: −, whatever the direction', (type) => {
    expect(transactionSign(type)).toBe(MINUS_SIGN)
    expect(transactionSign(type, 'in')).toBe('\u2212')
  })

  it.each(['send', 'mint', 'trade', 'execute', 'approve'] as const)(
    '%s: follows the transfer: in +, out −, self none',
    (type) => {
      expect(transactionSign(type, 'in')).toBe('+')
      expect(transactionSign(type, 'out')).toBe(MINUS_SIGN)
      expect(transactionSign(type, 'self')).toBe('')
    },
  )
})
