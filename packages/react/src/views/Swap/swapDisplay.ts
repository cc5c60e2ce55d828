import type { SwapToken } from '@portico/core'
import { formatUsd } from '../../utils/formatUsd.ts'

/** The key a token is told apart by in the Swap views (its CAIP-10 id, in any case). */
export function swapTokenKey(token: Pick<SwapToken, 'address'>): string {
  return token.address.toLowerCase()
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
