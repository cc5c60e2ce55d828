import type { Address } from 'viem'
import { formatExactDecimal } from '../i18n/formatExactDecimal.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, amount, type Phrase, translatePhrase } from '../i18n/phrase.ts'

/**
 * An amount in whole units (an exact decimal, as viem's formatUnits writes it) with its symbol,
 * as one left-to-right part in the locale's digits: '12.5 PUSD', '12,5 PUSD'. Without a symbol
 * (a network's currency the view cannot name) the locale says '1 (native currency)'.
 *
 * @example
 * amountPhrase(i18n, formatUnits(12_500_000n, 6), 'PUSD') // [amount('12.5 PUSD')]
 */
export function amountPhrase(i18n: FrameI18n, value: string, symbol: string | undefined): Phrase {
  const figure = formatExactDecimal(i18n.locale, value)
  if (symbol === undefined)
    return translatePhrase(i18n.t, 'amount.unnamedCurrency', { amount: amount(figure) })
  return [amount(`${figure} ${symbol}`)]
}

/**
 * The raw amount of a token that could not be read, in its smallest units, with its contract
 * when the sentence does not name it already: '12500000 (smallest units) of 0x…'.
 *
 * @example
 * smallestUnitsPhrase(i18n, 12_500_000n) // '12500000 (smallest units)'
 */
export function smallestUnitsPhrase(i18n: FrameI18n, raw: bigint, token?: Address): Phrase {
  const figure = amount(formatExactDecimal(i18n.locale, raw.toString()))
  if (token === undefined)
    return translatePhrase(i18n.t, 'amount.smallestUnits', { amount: figure })
  return translatePhrase(i18n.t, 'amount.smallestUnitsOf', {
    amount: figure,
    token: address(token),
  })
}
