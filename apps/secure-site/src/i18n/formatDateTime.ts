import type { Locale } from '@portico/core'

/**
 * A moment as the visitor reads dates, in their own time zone, with the zone named.
 *
 * @example
 * formatDateTime('en', new Date('2025-11-27T15:50:00Z'), 'UTC') // 'Nov 27, 2025, 3:50:00 PM UTC'
 */
export function formatDateTime(locale: Locale, date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date)
}
