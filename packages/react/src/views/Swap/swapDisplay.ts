import type { Locale, SwapToken } from '@portico/core'

/** The key a token is told apart by in the Swap views (its CAIP-10 id, in any case). */
export function swapTokenKey(token: Pick<SwapToken, 'address'>): string {
  return token.address.toLowerCase()
}

/**
 * A USD value in the locale: '$2,012.50' in English, '2.012,50 $' in German. Not-a-number
 * reads as 0.
 */
export function displayUsd(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    Number.isFinite(value) ? value : 0,
  )
}

/** A USD value core gave as a 2-decimal string, as the views show it: '$2,012.50'. */
export function displaySwapUsd(value: string | undefined, locale: Locale): string | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  return Number.isFinite(number) ? displayUsd(number, locale) : undefined
}

/**
 * A figure kept left to right inside a right-to-left sentence (Unicode's isolate marks, for
 * text that cannot carry `dir`): Intl's Arabic dollars ('3.00 US$') would read '$US 3.00'.
 */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`
}

/** A percentage given in percent ('0.5', 0.31), in the locale, up to 2 decimals: '0.5%'. */
export function displayPercent(percent: string | number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(percent) / 100,
  )
}

/** A price impact in percent: '0.31%', '< 0.01%'. */
export function displayImpact(percent: number, locale: Locale): string {
  if (percent > 0 && percent < 0.01) return `< ${displayPercent(0.01, locale)}`
  return displayPercent(percent, locale)
}
