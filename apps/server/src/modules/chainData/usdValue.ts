import { formatUnits, parseUnits } from 'viem'

// Prices are taken to 18 decimal places; the product is exact before the final rounding.
const PRICE_DECIMALS = 18

/**
 * The USD value of a raw token quantity: `quantity / 10^decimals × priceUsd`, multiplied in
 * integers so `3 × 0.1` is `0.3` (not `0.30000000000000004`), rounded once to a JS number.
 *
 * @example
 * usdValue(1_500_000_000_000_000_000n, 18, 3000) // 4500
 */
export function usdValue(quantity: bigint, decimals: number, priceUsd: number): number {
  const priceUnits = parseUnits(toPlainDecimal(priceUsd), PRICE_DECIMALS)
  return Number(formatUnits(quantity * priceUnits, decimals + PRICE_DECIMALS))
}

/**
 * A finite number written without exponent notation: `1e-7` → `'0.0000001'`,
 * `1.5e21` → `'1500000000000000000000'`. Uses the shortest round-trip digits of `String()`.
 *
 * @example
 * toPlainDecimal(2.5e-8) // '0.000000025'
 */
export function toPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const text = String(value)
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (match === null) return text
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  const digits = whole + fraction
  const pointAt = whole.length + Number(exponent)
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`
}
