import { Decimal, ROUND_HALF_UP, usablePrice } from '../internal/amounts/decimal.ts'

/**
 * An amount in USD as whole tokens at the token's `price`, rounded half up to the token's
 * `decimals` (spec §9), so that it can be sent exactly. Undefined when the token has no price
 * (0, or not a finite number) or the amount is not a decimal.
 *
 * @example
 * convertUsdToToken('3000', 2000, 18) // '1.5'
 * convertUsdToToken('10', 3, 6) // '3.333333'
 * convertUsdToToken('10', 0, 6) // undefined
 */
export function convertUsdToToken(
  usd: string,
  price: number,
  decimals: number,
): string | undefined {
  const usdPrice = usablePrice(price)
  if (!usdPrice || !Number.isInteger(decimals) || decimals < 0) return undefined
  let dollars: Decimal
  try {
    dollars = new Decimal(usd.trim())
  } catch {
    return undefined
  }
  if (!dollars.isFinite()) return undefined
  return dollars.div(usdPrice).decimalPlaces(decimals, ROUND_HALF_UP).toFixed()
}
