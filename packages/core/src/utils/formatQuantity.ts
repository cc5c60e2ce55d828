import { QUANTITY_DECIMALS } from '../constants.ts'
import { formatBalance } from './formatBalance.ts'

/**
 * A token quantity for display: 3 decimals, rounded half up on the digits (spec §5).
 *
 * @example
 * formatQuantity('0.12345') // '0.123'
 */
export function formatQuantity(numeric: string | number): string {
  return formatBalance(numeric, QUANTITY_DECIMALS)
}
