import { toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodePersonalMessage } from './decodePersonalMessage.ts'

describe('decodePersonalMessage', () => {
  test.each([
    [
      'hex of UTF-8 text',
      toHex('Hello, Portico! ✓'),
      { text: 'Hello, Portico! ✓', encoding: 'utf8' },
    ],
    [
      'hex of multi-line text',
      toHex('line 1\nline 2'),
      { text: 'line 1\nline 2', encoding: 'utf8' },
    ],
    ['plain text', 'Sign in please', { text: 'Sign in please', encoding: 'utf8' }],
    ['hex of invalid UTF-8', '0xff00fe', { text: '0xff00fe', encoding: 'hex' }],
    ['hex of control bytes', '0x0001', { text: '0x0001', encoding: 'hex' }],
    ['a 32-byte hash', `0x${'ab'.repeat(32)}`, { text: `0x${'ab'.repeat(32)}`, encoding: 'hex' }],
    ['odd-length hex', '0xabc', { text: '0xabc', encoding: 'hex' }],
  ])('message: %s', (_, message, expected) => {
    expect(decodePersonalMessage(message)).toEqual(expected)
  })
})
