import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/connection.ts'
import { parseChainId } from './parseChainId.ts'

describe('parseChainId', () => {
  it.each([
    ['0x7a69', 31337],
    ['0x7A69', 31337],
    ['0x1', 1],
    ['31337', 31337],
    [31337, 31337],
    [1n, 1],
  ])('%s → %d', (input, expected) => {
    expect(parseChainId(input)).toBe(expected)
  })

  it.each([
    ['garbage', 'abc'],
    ['empty string', ''],
    ['hex without digits', '0x'],
    ['hex with bad digits', '0xzz'],
    ['decimal with sign', '-5'],
    ['negative number', -1],
    ['zero', 0],
    ['fraction', 1.5],
    ['NaN', Number.NaN],
    ['too large number', Number.MAX_SAFE_INTEGER + 2],
    ['too large hex', '0xffffffffffffffffff'],
    ['too large decimal', '99999999999999999999'],
    ['null', null],
    ['object', { id: 1 }],
  ])('behavior: %s is an InvalidChainIdError', (_case, input) => {
    expect(() => parseChainId(input)).toThrow(InvalidChainIdError)
  })

  it('the error names what it received', () => {
    expect(() => parseChainId('abc')).toThrow(
      expect.objectContaining({ message: 'Invalid chain id', details: "Received 'abc'" }),
    )
  })
})
