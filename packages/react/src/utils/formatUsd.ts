const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * A USD value as the Tokens tab shows it: '$2,012.50'. Not-a-number reads '$0.00'.
 *
 * @example
 * formatUsd(2012.5) // '$2,012.50'
 */
export function formatUsd(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0)
}
