import { BALANCE_DECIMALS } from '../constants.ts'
import { InvalidDecimalError } from '../errors/format.ts'

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i

export type FormatBalanceErrorType = InvalidDecimalError

/**
 * Rounds a decimal string to `decimals` places, half up, on the digits themselves: no float
 * ever touches the value, so '9999.999' becomes '10000.00' and not '9999.99' (spec §5, §9:
 * balances show 2 decimals). Exponent notation ('1.5e-7') is accepted.
 *
 * @example
 * formatBalance('9999.999') // '10000.00'
 * formatBalance('0') // '0.00'
 * formatBalance('1.23456', 3) // '1.235'
 */
export function formatBalance(
  numeric: string | number,
  decimals: number = BALANCE_DECIMALS,
): string {
  const match = DECIMAL.exec(String(numeric).trim())
  const [, sign = '', intDigits = '', fracDigits = '', exponent = '0'] = match ?? []
  if (
    !match ||
    (intDigits === '' && fracDigits === '') ||
    !Number.isInteger(decimals) ||
    decimals < 0
  )
    throw new InvalidDecimalError({ details: `Received '${String(numeric)}'` })

  // Move the decimal point by the exponent, on the digit string.
  const digits = intDigits + fracDigits
  const pointAt = intDigits.length + Number(exponent)
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + digits : digits.padEnd(pointAt, '0')
  const integer = padded.slice(0, Math.max(pointAt, 1))
  const fraction = padded.slice(Math.max(pointAt, 1))

  // Keep `decimals` digits; the next one decides the rounding (half up, away from zero).
  const kept = BigInt(integer + fraction.padEnd(decimals, '0').slice(0, decimals))
  const roundsUp = (fraction[decimals] ?? '0') >= '5'
  const scaled = (roundsUp ? kept + 1n : kept).toString().padStart(decimals + 1, '0')

  const whole = scaled.slice(0, scaled.length - decimals)
  const rest = scaled.slice(scaled.length - decimals)
  const isZero = /^0*$/.test(scaled)
  const prefix = sign === '-' && !isZero ? '-' : ''
  return decimals === 0 ? `${prefix}${whole}` : `${prefix}${whole}.${rest}`
}
