import type { Locale } from '@portico/core'

/**
 * One number format per locale, made once: a page's first `Intl.NumberFormat` loads the locale's
 * data (~10–12 ms here, most of a cold click's wait once the modal's code is there), so a count
 * below 1000 is written without one where that gives the same text, and the idle preload makes
 * the format ahead of a click only when the count needs it (`warmWalletCountFormat`).
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
 * A whole number in the locale's digits. Below 1000 nothing is grouped and every supported
 * locale but Arabic writes Latin digits in every browser's data (formatWalletCount.test.ts checks
 * it against Intl), so those need no number format; Arabic's default digits changed between
 * data versions, so it always asks Intl.
 */
function formatWhole(value: number, locale: Locale): string {
  return needsNumberFormat(value, locale) ? numberFormat(locale).format(value) : String(value)
}

function needsNumberFormat(value: number, locale: Locale): boolean {
  return value >= 1000 || locale === 'ar'
}

/**
 * Makes the locale's number format now, off the click's path (the idle preload calls it), if
 * writing `count` needs one: the idle moment often comes within a few frames of the button's
 * paint, where a press that soon would wait for it.
 *
 * @example
 * warmWalletCountFormat(1722, 'de') // made
 * warmWalletCountFormat(722, 'en') // nothing to make
 */
export function warmWalletCountFormat(count: number, locale: Locale): void {
  if (needsNumberFormat(count, locale)) numberFormat(locale)
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
  if (!Number.isFinite(count) || count <= 0) return formatWhole(0, locale)
  if (count < 10) return formatWhole(Math.floor(count), locale)
  return `${formatWhole(Math.floor(count / 10) * 10, locale)}+`
}
