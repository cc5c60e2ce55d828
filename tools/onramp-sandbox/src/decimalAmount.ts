import { SandboxInputError } from './errors.ts'

/**
 * Reads a positive decimal string (`'100'`, `'99.5'`) into an integer of `decimals` places
 * (`'99.5'`, 2 → 9950n). More places than `decimals`, signs, exponents or spaces are refused with
 * a message naming `field`.
 *
 * @example
 * parseDecimal('12.34', 2, 'amount') // 1234n
 */
export function parseDecimal(value: unknown, decimals: number, field: string): bigint {
  if (typeof value !== 'string' || !/^\d{1,30}(?:\.\d+)?$/.test(value))
    throw new SandboxInputError(`${field}: must be a positive decimal string like '100.00'`)
  const [whole = '0', fraction = ''] = value.split('.')
  if (fraction.length > decimals)
    throw new SandboxInputError(`${field}: must have at most ${decimals} decimal places`)
  const units = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (units === 0n) throw new SandboxInputError(`${field}: must be more than 0`)
  return units
}

/**
 * Writes an integer of `decimals` places with every place shown (`9950n, 2` → `'99.50'`), as
 * money and token amounts are written in quotes.
 *
 * @example
 * formatFixed(97_500_000n, 6) // '97.500000'
 */
export function formatFixed(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0')
  if (decimals === 0) return text
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}
