import BigNumber from 'bignumber.js'
import { DECIMAL_PLACES } from '../../constants.ts'

/**
 * The kit's decimal number (spec §9: 20 places, rounding half up), configured here rather than
 * trusting the library's defaults. Only the Send code imports this module, so bignumber.js stays
 * out of a page's initial JavaScript; it never appears in a public type (strings and bigints do).
 */
export const Decimal = BigNumber.clone({
  DECIMAL_PLACES,
  ROUNDING_MODE: BigNumber.ROUND_HALF_UP,
  // Plain notation in every toString(), however small or large the value.
  EXPONENTIAL_AT: 1e9,
})
export type Decimal = BigNumber

export const ROUND_HALF_UP = BigNumber.ROUND_HALF_UP
export const ROUND_DOWN = BigNumber.ROUND_DOWN

/** A plain decimal as typed: digits with one optional point ('1', '1.5', '.5', '5.'). */
const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/** `value` as a Decimal when it is a plain non-negative decimal, else undefined. */
export function parsePlainDecimal(value: string): Decimal | undefined {
  return PLAIN_DECIMAL.test(value) ? new Decimal(value) : undefined
}

/** A finite, positive USD price, or undefined (the service's `price` is a JSON number). */
export function usablePrice(price: number | undefined): Decimal | undefined {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return undefined
  return new Decimal(price)
}

/** A balance the service or the wallet reported (exponents allowed); garbage counts as 0. */
export function decimalOf(numeric: string): Decimal {
  try {
    const value = new Decimal(numeric)
    return value.isFinite() ? value : new Decimal(0)
  } catch {
    return new Decimal(0)
  }
}
