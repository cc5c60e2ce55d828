import type { Locale, SendState, TokenBalance } from '@portico/core'
import { displayQuantity } from '../../utils/displayQuantity.ts'
import { displayExactAmount } from '../../utils/exactAmount.ts'
import { formatUsd } from '../../utils/formatUsd.ts'
import { localizeFigure } from '../../utils/localizeFigure.ts'

/** The key a token is told apart by in the Send views (chain, contract or native, symbol). */
export function tokenKey(token: TokenBalance): string {
  return `${token.chainId}|${token.address ?? 'native'}|${token.symbol}`
}

/** Whether the token has a USD price (the amount can then be typed in USD). */
export function hasPrice(token: TokenBalance | undefined): boolean {
  return token !== undefined && Number.isFinite(token.price) && token.price > 0
}

/** A USD value core gave as a 2-decimal string, as the views show it: '$2,012.50' in English. */
export function displayUsd(value: string | undefined, locale: Locale): string | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  return Number.isFinite(number) ? formatUsd(number, locale) : undefined
}

/**
 * The amount in the unit the visitor is not typing in, shown under the field, in the locale;
 * `exact`: the token amount with every digit (what the button's name says), else rounded to 3
 * decimals.
 */
export function otherUnitAmount(
  state: SendState,
  locale: Locale,
  options: { exact?: boolean } = {},
): string {
  const symbol = state.token?.symbol ?? ''
  if (state.amountUnit === 'usd') {
    const amount = state.sendTokenAmount ?? '0'
    const shown = options.exact ? displayExactAmount(amount) : displayQuantity(amount)
    return `${localizeFigure(shown, locale)} ${symbol}`.trim()
  }
  return displayUsd(state.networkBalanceInUSD, locale) ?? formatUsd(0, locale)
}
