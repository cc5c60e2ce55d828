const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * The heading of an Activity section (spec §3: grouped by year and month), in UTC like the
 * grouping itself.
 *
 * @example
 * monthHeading(2026, 0) // 'January 2026'
 */
export function monthHeading(year: number, month: number): string {
  return monthYear.format(Date.UTC(year, month, 1))
}
