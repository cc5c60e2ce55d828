import type { Transaction } from '../types/api.ts'

export interface TransactionMonth {
  year: number
  /** 0 (January) to 11, as `Date#getUTCMonth`. */
  month: number
  /** Newest first. */
  transactions: Transaction[]
}

/**
 * The Activity list's sections (spec §3): one per year and month of `minedAt` (UTC), newest
 * month first and newest transaction first within it, whatever order they came in.
 *
 * @example
 * groupTransactionsByMonth(items)
 * // [{ year: 2026, month: 0, transactions: [...] }, { year: 2025, month: 11, transactions: [...] }]
 */
export function groupTransactionsByMonth(transactions: readonly Transaction[]): TransactionMonth[] {
  const sorted = [...transactions].sort((a, b) => minedAt(b) - minedAt(a))
  const months: TransactionMonth[] = []
  for (const transaction of sorted) {
    const date = new Date(minedAt(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const last = months.at(-1)
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else months.push({ year, month, transactions: [transaction] })
  }
  return months
}

const minedAt = (transaction: Transaction) => Date.parse(transaction.metadata.minedAt)
