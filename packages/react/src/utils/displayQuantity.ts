import { formatQuantity } from '@portico/core'

/**
 * An amount of tokens with 3 decimals (spec §5 quantity), e.g. '1.500'. An amount that would
 * read '0.000' (a fee, a tiny transfer or trade) shows its first 3 significant digits instead,
 * e.g. '0.000021', so that something is never shown as nothing.
 *
 * @example
 * displayQuantity('0.0000213') // '0.0000213'
 */
export function displayQuantity(amount: string): string {
  try {
    const shown = formatQuantity(amount)
    if (!/^0\.0+$/.test(shown) || !/[1-9]/.test(amount)) return shown
    return Number(amount).toLocaleString('en-US', {
      maximumSignificantDigits: 3,
      maximumFractionDigits: 20,
    })
  } catch {
    return amount
  }
}
