import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { address, amount, type Phrase, phraseText } from '../i18n/phrase.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import {
  type DescribedTransfer,
  describeTransfer,
  nativeCurrencyLabel,
} from './describeTransfer.ts'

const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TO: Address = OTHER_ADDRESS

/** The described transfer as the visitor reads it. */
const text = (described: DescribedTransfer) => ({
  title: phraseText(described.title),
  amount: phraseText(described.amount),
  sentence: phraseText(described.sentence),
})

describe('describeTransfer', () => {
  test('default: a token with its metadata → its amount in whole tokens and its symbol', () => {
    expect(
      text(
        describeTransfer(
          {
            kind: 'token',
            token: TOKEN,
            to: TO,
            amount: 12_500_000n,
            metadata: { symbol: 'PUSD', decimals: 6 },
          },
          'ETH',
          english,
        ),
      ),
    ).toEqual({
      title: 'Send 12.5 PUSD',
      amount: '12.5 PUSD',
      sentence: `Send 12.5 PUSD to ${TO}`,
    })
  })

  test('default: native → the network symbol', () => {
    expect(
      text(describeTransfer({ kind: 'native', to: TO, amount: 10n ** 18n }, 'POL', english)),
    ).toEqual({
      title: 'Send 1 POL',
      amount: '1 POL',
      sentence: `Send 1 POL to ${TO}`,
    })
  })

  test('behavior: a token that could not be read → the raw amount and the contract', () => {
    expect(
      text(
        describeTransfer(
          { kind: 'token', token: TOKEN, to: TO, amount: 12_500_000n, metadata: undefined },
          'ETH',
          english,
        ),
      ),
    ).toEqual({
      title: 'Send tokens',
      amount: '12500000 (smallest units)',
      sentence: `Send 12500000 (smallest units) of the token ${TOKEN} to ${TO}`,
    })
  })

  test('behavior: the amount and each address are parts of their own, kept left to right in any language', () => {
    const described = describeTransfer(
      { kind: 'token', token: TOKEN, to: TO, amount: 12_500_000n, metadata: undefined },
      'ETH',
      english,
    )
    const isolated = (phrase: Phrase) => phrase.filter((part) => typeof part !== 'string')
    expect(isolated(described.sentence)).toEqual([amount('12500000'), address(TOKEN), address(TO)])
  })

  test('behavior: a native amount with every one of its 18 decimals, and of a chain the view cannot name', () => {
    expect(
      text(
        describeTransfer({ kind: 'native', to: TO, amount: 10n ** 24n + 1n }, undefined, english),
      ).amount,
    ).toBe('1000000.000000000000000001 (native currency)')
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
    [999, undefined, undefined, false],
    [999, 'E\u202eTH', undefined, false],
    [999, 'USD Coin', undefined, false],
    [999, 'ЕТН', undefined, false],
    [999, 'A_VERY_LONG_SYMBOL', undefined, false],
  ])('chain %i, app symbol %j → %j (from the app: %s)', (chainId, appSymbol, symbol, fromApp) => {
    expect(nativeCurrencyLabel(chainId, appSymbol)).toEqual({ symbol, fromApp })
  })
})
