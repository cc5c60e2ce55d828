import { describe, expect, it } from 'vitest'
import { getWalletErrorCodes } from './getWalletErrorCodes.ts'

describe('getWalletErrorCodes', () => {
  it.each([
    ['a top-level code', { code: 4001, message: 'no' }, [4001]],
    [
      'data.originalError (MetaMask mobile)',
      { code: -32603, data: { originalError: { code: 4001 } } },
      [-32603, 4001],
    ],
    [
      'top-level, error and cause codes',
      { code: 1, error: { code: 2 }, cause: { code: 3 } },
      [1, 2, 3],
    ],
    ['a non-integer code', { code: 4001.5 }, []],
    ['a string code', { code: '4001' }, []],
    ['a bare number', 4001, []],
    ['a string', 'boom', []],
    ['null', null, []],
    ['an Error without code', new Error('boom'), []],
  ])('%s → %j', (_, error, codes) => {
    expect(getWalletErrorCodes(error)).toEqual(codes)
  })

  it('a hostile object whose code getter throws → [], no throw', () => {
    const hostile = {
      get code(): number {
        throw new Error('gotcha')
      },
    }
    expect(getWalletErrorCodes(hostile)).toEqual([])
  })
})
