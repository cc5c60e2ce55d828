import type { OnrampMoney } from '@portico/core'
import { displayExactAmount } from '../../utils/exactAmount.ts'

/**
 * An exact decimal amount as read: trailing zeros of the fraction dropped, the whole part
 * grouped ('97.500000' → '97.5', '7500' → '7,500').
 */
export const displayBuyAmount = displayExactAmount

/** Fiat with its cents, e.g. '98.00 USD'. */
export function displayMoney(money: OnrampMoney): string {
  return `${money.value} ${money.currency}`
}
