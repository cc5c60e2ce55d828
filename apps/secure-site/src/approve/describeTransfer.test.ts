import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  describeTransfer,
  nativeCurrencyLabel,
  UNNAMED_NATIVE_CURRENCY,
} from './describeTransfer.ts'

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

describe('nativeCurrencyLabel', () => {
  test.each([
    [1, undefined, 'ETH', false],
    [137, 'POL', 'POL', false],
    // A well-known chain's own symbol, whatever the app says.
    [137, 'USDC', 'POL', false],
    [31337, 'USDC', 'ETH', false],
    // Elsewhere the app's word for it, when plain, marked as the app's.
    [999, 'FOO', 'FOO', true],
    [999, 'xDAI', 'xDAI', true],
    [999, undefined, UNNAMED_NATIVE_CURRENCY, false],
    [999, 'E\u202eTH', UNNAMED_NATIVE_CURRENCY, false],
    [999, 'USD Coin', UNNAMED_NATIVE_CURRENCY, false],
    [999, 'ЕТН', UNNAMED_NATIVE_CURRENCY, false],
    [999, 'A_VERY_LONG_SYMBOL', UNNAMED_NATIVE_CURRENCY, false],
  ])('chain %i, app symbol %j → %j (from the app: %s)', (chainId, appSymbol, symbol, fromApp) => {
    expect(nativeCurrencyLabel(chainId, appSymbol)).toEqual({ symbol, fromApp })
  })
})
