import { InvalidWalletResponseError } from '@portico/core'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAccounts } from './parseAccounts.ts'

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseAccounts', () => {
  it('lower-case addresses come back checksummed', () => {
    expect(parseAccounts([LOWER], { source: 'eth_accounts', checksum: getAddress })).toEqual([
      CHECKSUMMED,
    ])
  })

  it('several addresses keep their order', () => {
    const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(
      parseAccounts([second, LOWER], { source: 'eth_accounts', checksum: getAddress }),
    ).toEqual([second, CHECKSUMMED])
  })

  it('empty list is an error by default (eth_requestAccounts)', () => {
    expect(() =>
      parseAccounts([], { source: 'eth_requestAccounts', checksum: getAddress }),
    ).toThrow(InvalidWalletResponseError)
  })

  it('empty list with allowEmpty → []', () => {
    expect(
      parseAccounts([], { source: 'eth_accounts', allowEmpty: true, checksum: getAddress }),
    ).toEqual([])
  })

  it.each([
    ['not an array', LOWER],
    ['null', null],
    ['a number in the list', [42]],
    ['no 0x prefix', ['f39fd6e51aad88f6f4ce6ab8827279cfffb92266']],
    ['39 hex characters', [LOWER.slice(0, -1)]],
    ['41 hex characters', [`${LOWER}a`]],
    ['non-hex character', [`${LOWER.slice(0, -1)}g`]],
    ['one good, one bad', [LOWER, 'nope']],
  ])('garbage (%s) → InvalidWalletResponseError naming the source', (_, value) => {
    expect(() => parseAccounts(value, { source: 'eth_accounts', checksum: getAddress })).toThrow(
      expect.objectContaining({
        name: 'InvalidWalletResponseError',
        message: 'The wallet answered with an invalid response',
        details: expect.stringContaining('eth_accounts'),
      }),
    )
  })

  it('hostile list whose items throw on read → InvalidWalletResponseError, not a crash', () => {
    const hostile = new Proxy([LOWER], {
      get(target, key) {
        if (key === '0') throw new Error('gotcha')
        return Reflect.get(target, key)
      },
    })
    expect(() => parseAccounts(hostile, { source: 'eth_accounts', checksum: getAddress })).toThrow(
      InvalidWalletResponseError,
    )
  })
})
