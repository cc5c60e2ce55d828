import { describe, expect, it } from 'vitest'
import { isAddChainError } from './isAddChainError.ts'
import { ADD_CHAIN_ERROR_CODES } from './walletErrorCodes.ts'

describe('isAddChainError', () => {
  it.each([4902, 5000, 32603])('code %i from spec §4 means add the chain', (code) => {
    expect(isAddChainError({ code, message: 'unknown chain' })).toBe(true)
  })

  it('ADD_CHAIN_ERROR_CODES are spec §4’s, and each means add the chain', () => {
    expect(ADD_CHAIN_ERROR_CODES).toEqual([4902, 5000, 32603])
    for (const code of ADD_CHAIN_ERROR_CODES) expect(isAddChainError({ code })).toBe(true)
  })

  it('code -32603: the negative JSON-RPC form wallets actually send', () => {
    expect(isAddChainError({ code: -32603, message: 'Internal error' })).toBe(true)
  })

  it('code wrapped in data.originalError (MetaMask mobile)', () => {
    expect(isAddChainError({ code: -1, data: { originalError: { code: 4902 } } })).toBe(true)
  })

  it.each([4001, 4100, 4200, 4900, 4901, -32602])('code %i does not mean add the chain', (code) => {
    expect(isAddChainError({ code, message: 'other' })).toBe(false)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a bare number', 4902],
    ['a string code', { code: '4902' }],
    ['an Error without code', new Error('boom')],
  ])('not an EIP-1193 error (%s) → false', (_, error) => {
    expect(isAddChainError(error)).toBe(false)
  })

  it('hostile error whose code getter throws → false, no throw', () => {
    const hostile = {
      get code(): number {
        throw new Error('gotcha')
      },
    }
    expect(isAddChainError(hostile)).toBe(false)
  })
})
