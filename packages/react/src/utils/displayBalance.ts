import type { Locale } from '@portico/core'
import { localizeFigure } from './localizeFigure.ts'
import { roundedBalance } from './roundedBalance.ts'

/**
 * The balance as shown to visitors: 2 decimals and the symbol (spec §5), in the locale's
 * digits and decimal separator, e.g. '10000.00 ETH' ('10000,00 ETH' in German). Undefined while
 * there is no balance yet, or when the value is not a decimal number.
 *
 * @example
 * displayBalance('9999.999', 'ETH', 'en') // '10000.00 ETH'
 */
export function displayBalance(
  balance: string | undefined,
  symbol: string | undefined,
  locale: Locale,
): string | undefined {
  const rounded = roundedBalance(balance)
  if (rounded === undefined) return undefined
  const formatted = localizeFigure(rounded, locale)
  return symbol ? `${formatted} ${symbol}` : formatted
}
