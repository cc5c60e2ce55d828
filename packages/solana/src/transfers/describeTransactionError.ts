import { describeValue } from '@portico/wallet-standard'

const MAX_DEPTH = 4
const MAX_TEXT_LENGTH = 120

/**
 * Words for a Solana `TransactionError` as the RPC reports it (`'InsufficientFundsForFee'`,
 * `{ InstructionError: [0, { Custom: 1 }] }`, `{ InsufficientFundsForRent: { account_index: 1 } }`,
 * …). Never throws on an odd value: what it does not know it describes as it is.
 *
 * @example
 * describeTransactionError({ InstructionError: [0, { Custom: 1 }] })
 * // 'Instruction 0 failed: custom program error 0x1'
 */
export function describeTransactionError(error: unknown, depth = 0): string {
  if (typeof error === 'string') return error
  if (depth >= MAX_DEPTH || typeof error !== 'object' || error === null) return describeValue(error)
  try {
    const entries = Object.entries(error)
    const [key, value] = entries[0] ?? []
    if (entries.length !== 1 || key === undefined) return describeValue(error)
    if (key === 'InstructionError' && Array.isArray(value) && value.length === 2)
      return `Instruction ${String(value[0])} failed: ${describeTransactionError(value[1], depth + 1)}`
    if (key === 'Custom' && (typeof value === 'number' || typeof value === 'bigint'))
      return `custom program error 0x${value.toString(16)}`
    return value === null || value === undefined ? key : `${key} ${toText(value)}`
  } catch {
    return describeValue(error)
  }
}

/** JSON that shows bigints (account indexes, lamports) as numbers, cut to 120 characters. */
function toText(value: unknown): string {
  const text = String(
    JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? Number(item) : item)),
  )
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text
}
