import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeTransfer, nativeSymbolLabel, UNNAMED_NATIVE_CURRENCY } from './describeTransfer.ts'

const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TO: Address = OTHER_ADDRESS

describe('describeTransfer', () => {
  test('default: a token with its metadata → its amount in whole tokens and its symbol', () => {
    expect(
      describeTransfer(
        {
          kind: 'token',
          token: TOKEN,
          to: TO,
          amount: 12_500_000n,
          metadata: { symbol: 'PUSD', decimals: 6 },
        },
        'ETH',
      ),
    ).toEqual({
      title: 'Send 12.5 PUSD',
      amount: '12.5 PUSD',
      sentence: `Send 12.5 PUSD to ${TO}`,
    })
  })

  test('default: native → the network symbol', () => {
    expect(describeTransfer({ kind: 'native', to: TO, amount: 10n ** 18n }, 'POL')).toEqual({
      title: 'Send 1 POL',
      amount: '1 POL',
      sentence: `Send 1 POL to ${TO}`,
    })
  })

  test('behavior: a token that could not be read → the raw amount and the contract', () => {
    expect(
      describeTransfer(
        { kind: 'token', token: TOKEN, to: TO, amount: 12_500_000n, metadata: undefined },
        'ETH',
      ),
    ).toEqual({
      title: 'Send tokens',
      amount: '12500000 (smallest units)',
      sentence: `Send 12500000 (smallest units) of the token ${TOKEN} to ${TO}`,
    })
  })
})

describe('nativeSymbolLabel', () => {
  test.each([
    ['ETH', 'ETH'],
    ['xDAI', 'xDAI'],
    [undefined, 'ETH'],
    ['E\u202eTH', UNNAMED_NATIVE_CURRENCY],
    ['USD Coin', UNNAMED_NATIVE_CURRENCY],
    ['ЕТН', UNNAMED_NATIVE_CURRENCY],
    ['A_VERY_LONG_SYMBOL', UNNAMED_NATIVE_CURRENCY],
  ])('%j → %j', (symbol, label) => {
    expect(nativeSymbolLabel(symbol)).toBe(label)
  })
})
