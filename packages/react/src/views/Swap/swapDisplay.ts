import { formatQuantity, type SwapToken } from '@portico/core'
import { formatUsd } from '../../utils/formatUsd.ts'

/** The key a token is told apart by in the Swap views (its CAIP-10 id, in any case). */
export function swapTokenKey(token: Pick<SwapToken, 'address'>): string {
  return token.address.toLowerCase()
}

/**
 * An amount of tokens with 3 decimals (spec §5 quantity), e.g. '1.500'. An amount that would
 * read '0.000' shows its first 3 significant digits instead ('0.000021'), so that something
 * is never shown as nothing.
 */
export function displayAmount(amount: string): string {
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

/** A USD value core gave as a 2-decimal string, as the views show it: '$2,012.50'. */
export function displaySwapUsd(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  return Number.isFinite(number) ? formatUsd(number) : undefined
}

/** A price impact in percent: '0.31%', '< 0.01%'. */
export function displayImpact(percent: number): string {
  if (percent > 0 && percent < 0.01) return '< 0.01%'
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
}
