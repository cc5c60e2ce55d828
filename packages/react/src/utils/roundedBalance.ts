import { formatBalance } from '@portico/core'

/**
 * The balance rounded to 2 decimals (spec §5) as an English figure, e.g. '10000.00', for
 * `Amount`, which writes it in the modal's locale beside the exact one. Undefined while there is
 * no balance yet, or when the value is not a decimal number.
 *
 * @example
 * roundedBalance('9999.999') // '10000.00'
 */
export function roundedBalance(balance: string | undefined): string | undefined {
  if (balance === undefined) return undefined
  try {
    return formatBalance(balance)
  } catch {
    return undefined
  }
}
