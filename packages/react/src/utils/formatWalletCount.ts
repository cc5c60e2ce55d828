import type { Locale } from '@portico/core'

/**
 * The directory count on the All Wallets entry, in the locale's digits: exact below 10, else
 * rounded down to tens with a plus, so the label does not jump as wallets are added ('720+').
 *
 * @example
 * formatWalletCount(722, 'en') // '720+'
 * formatWalletCount(1722, 'de') // '1.720+'
 */
export function formatWalletCount(count: number, locale: Locale): string {
  const format = new Intl.NumberFormat(locale)
  if (!Number.isFinite(count) || count <= 0) return format.format(0)
  if (count < 10) return format.format(Math.floor(count))
  return `${format.format(Math.floor(count / 10) * 10)}+`
}
