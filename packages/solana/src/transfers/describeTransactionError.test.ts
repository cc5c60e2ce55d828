import { describe, expect, it } from 'vitest'
import { describeTransactionError } from './describeTransactionError.ts'

describe('describeTransactionError', () => {
  it.each([
    ['a plain error', 'InsufficientFundsForFee', 'InsufficientFundsForFee'],
    [
      "a program's custom error",
      { InstructionError: [0, { Custom: 1 }] },
      'Instruction 0 failed: custom program error 0x1',
    ],
    [
      'a custom error as bigint',
      { InstructionError: [1n, { Custom: 6001n }] },
      'Instruction 1 failed: custom program error 0x1771',
    ],
    [
      'an instruction error by name',
      { InstructionError: [2, 'InvalidAccountData'] },
      'Instruction 2 failed: InvalidAccountData',
    ],
    [
      'an error with fields (bigints kept)',
      { InsufficientFundsForRent: { account_index: 1n } },
      'InsufficientFundsForRent {"account_index":1}',
    ],
    ['an error with a number', { DuplicateInstruction: 3 }, 'DuplicateInstruction 3'],
  ])('default: %s', (_case, error, expected) => {
    expect(describeTransactionError(error)).toBe(expected)
  })

  it.each([
    ['null', null, 'null'],
    ['a number', 42, '42'],
    ['two keys', { a: 1, b: 2 }, '{"a":1,"b":2}'],
    ['an empty object', {}, '{}'],
    ['an InstructionError without its pair', { InstructionError: 'x' }, 'InstructionError "x"'],
  ])('bad input: %s is described as it is', (_case, error, expected) => {
    expect(describeTransactionError(error)).toBe(expected)
  })

  it('bad input: hostile and deep values do not throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no')
        },
      },
    )
    expect(() => describeTransactionError(hostile)).not.toThrow()
    let deep: unknown = { Custom: 1 }
    for (let level = 0; level < 20; level++) deep = { InstructionError: [level, deep] }
    expect(describeTransactionError(deep)).toMatch(/^Instruction 19 failed: Instruction 18 failed/)
    expect(describeTransactionError({ Big: 'x'.repeat(500) }).length).toBeLessThan(140)
  })
})
