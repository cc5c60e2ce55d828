import type { Locale } from '@portico/core'

const formats = new Map<Locale, Intl.NumberFormat>()

/**
 * A USD value as the views show it, in the locale's way of writing dollars: '$2,012.50' in
 * English, '2.012,50 $' in German. Not-a-number reads as zero dollars.
 *
 * @example
 * formatUsd(2012.5, 'en') // '$2,012.50'
 */
export function formatUsd(value: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    formats.set(locale, format)
  }
  return format.format(Number.isFinite(value) ? value : 0)
}
