import { USD_DECIMALS } from '../constants.ts'
import { Decimal, ROUND_HALF_UP, usablePrice } from '../internal/amounts/decimal.ts'

/**
 * The USD value of an amount of whole tokens at the token's `price`, rounded half up to cents
 * (spec §9), as a decimal string with 2 decimals. Undefined when the token has no price (0, or
 * not a finite number) or the amount is not a decimal.
 *
 * @example
 * convertTokenToUsd('1.5', 2000) // '3000.00'
 * convertTokenToUsd('0.005', 1) // '0.01' (half up)
 * convertTokenToUsd('1', 0) // undefined
 */
export function convertTokenToUsd(amount: string, price: number): string | undefined {
  const usdPrice = usablePrice(price)
  if (!usdPrice) return undefined
  let tokens: Decimal
  try {
    tokens = new Decimal(amount.trim())
  } catch {
    return undefined
  }
  if (!tokens.isFinite()) return undefined
  return tokens.times(usdPrice).toFixed(USD_DECIMALS, ROUND_HALF_UP)
}
