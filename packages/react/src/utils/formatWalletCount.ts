import type { Locale } from '@portico/core'

/**
 * One number format per locale, made once: a page's first `Intl.NumberFormat` loads the locale's
 * data (12 ms of a 38 ms click → painted Connect in the bench's profile), so the modal's preload
 * makes it while the modal's code downloads (`warmWalletCountFormat`, in the page's chunk) and
 * every later call reuses it.
 */
const formats = new Map<Locale, Intl.NumberFormat>()

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    formats.set(locale, format)
  }
  return format
}

/**
 * Makes the locale's number format now, off the click's path (the modal's preload calls it as
 * it starts the modal's download).
 *
 * @example
 * warmWalletCountFormat('en')
 */
export function warmWalletCountFormat(locale: Locale): void {
  numberFormat(locale)
}

/**
 * The directory count on the All Wallets entry, in the locale's digits: exact below 10, else
 * rounded down to tens with a plus, so the label does not jump as wallets are added ('720+').
 *
 * @example
 * formatWalletCount(722, 'en') // '720+'
 * formatWalletCount(1722, 'de') // '1.720+'
 */
export function formatWalletCount(count: number, locale: Locale): string {
  const format = numberFormat(locale)
  if (!Number.isFinite(count) || count <= 0) return format.format(0)
  if (count < 10) return format.format(Math.floor(count))
  return `${format.format(Math.floor(count / 10) * 10)}+`
}
