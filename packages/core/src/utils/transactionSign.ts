import type { TransactionOperationType, TransferDirection } from '../types/api.ts'

const PLUS: ReadonlySet<TransactionOperationType> = new Set([
  'receive',
  'deposit',
  'borrow',
  'claim',
])
const MINUS: ReadonlySet<TransactionOperationType> = new Set(['withdraw', 'repay', 'burn'])

/** U+2212 MINUS SIGN, the typographic minus the Activity rows show. */
export const MINUS_SIGN = '\u2212'

/**
 * The sign shown before a transfer's amount (spec §4): '+' for receive, deposit, borrow and
 * claim; '−' (U+2212) for withdraw, repay and burn; any other type follows the transfer: '+'
 * when the asset came in, '−' when it went out, none for a transfer to oneself.
 *
 * @example
 * transactionSign('receive') // '+'
 * transactionSign('send', 'out') // '−'
 */
export function transactionSign(
  operationType: TransactionOperationType,
  direction?: TransferDirection,
): '+' | typeof MINUS_SIGN | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return MINUS_SIGN
  if (direction === 'in') return '+'
  if (direction === 'out') return MINUS_SIGN
  return ''
}
