import type { Locale } from '@portico/core'

const formats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * The heading of an Activity section (spec §3: grouped by year and month) in the locale, in
 * UTC like the grouping itself.
 *
 * @example
 * monthHeading(2026, 0, 'en') // 'January 2026'
 * monthHeading(2026, 0, 'ja') // '2026年1月'
 */
export function monthHeading(year: number, month: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    formats.set(locale, format)
  }
  return format.format(Date.UTC(year, month, 1))
}
