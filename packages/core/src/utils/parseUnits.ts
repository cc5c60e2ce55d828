import { InvalidDecimalError } from '../errors/format.ts'
import { TooManyDecimalsError } from '../errors/send.ts'
import { Decimal } from '../internal/amounts/decimal.ts'

export type ParseUnitsErrorType = InvalidDecimalError | TooManyDecimalsError

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/

/**
 * A decimal amount in whole tokens as an integer of the token's smallest unit, exactly (no
 * float ever touches it): the inverse of `formatUnits`. Surrounding spaces are ignored; only
 * '.' separates the decimals. An amount with more decimals than the token has is a
 * `TooManyDecimalsError` (it could not be sent exactly), anything else not a decimal an
 * `InvalidDecimalError`.
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('0.1', 6) // 100000n
 * parseUnits('0.0000001', 6) // throws TooManyDecimalsError
 */
export function parseUnits(value: string, decimals: number): bigint {
  const trimmed = value.trim()
  if (!DECIMAL.test(trimmed) || !Number.isInteger(decimals) || decimals < 0)
    throw new InvalidDecimalError({ details: `Received '${value}'` })
  const units = new Decimal(trimmed).shiftedBy(decimals)
  if (!units.isInteger())
    throw new TooManyDecimalsError({ details: `'${value}' has more than ${decimals} decimals` })
  return BigInt(units.toFixed())
}
