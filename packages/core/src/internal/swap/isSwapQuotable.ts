import type { SwapValidation, SwapValidationCode } from '../../types/swap.ts'

/** Rules that still let the form be quoted: the price is worth showing even then. */
const QUOTABLE: ReadonlySet<SwapValidationCode> = new Set([
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FEE',
])

/** Whether a form with this first broken rule (or none) can be quoted. */
export function isSwapQuotable(validation: SwapValidation | undefined): boolean {
  return validation === undefined || QUOTABLE.has(validation.code)
}
