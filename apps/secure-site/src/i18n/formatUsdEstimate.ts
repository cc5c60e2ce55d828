import type { Locale } from '@portico/core'

/**
 * A US dollar estimate in the locale's currency format ('$1,234.56', '1.234,56 $'), rounded to
 * cents: only for an approximate figure shown beside an exact one.
 *
 * @example
 * formatUsdEstimate('en', 1234.5) // '$1,234.50'
 */
export function formatUsdEstimate(locale: Locale, usd: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(usd)
}
