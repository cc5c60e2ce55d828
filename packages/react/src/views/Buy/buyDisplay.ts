import type { OnrampMoney } from '@portico/core'

/**
 * An exact decimal amount as read: trailing zeros of the fraction dropped, the whole part
 * grouped ('97.500000' → '97.5', '7500' → '7,500').
 */
export function displayBuyAmount(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

/** Fiat with its cents, e.g. '98.00 USD'. */
export function displayMoney(money: OnrampMoney): string {
  return `${money.value} ${money.currency}`
}
