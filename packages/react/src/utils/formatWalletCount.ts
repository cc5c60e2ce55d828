/**
 * The directory count on the All Wallets entry: exact below 10, else rounded down to tens with
 * a plus, so the label does not jump as wallets are added ('720+').
 *
 * @example
 * formatWalletCount(722) // '720+'
 */
export function formatWalletCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0'
  if (count < 10) return String(Math.floor(count))
  return `${Math.floor(count / 10) * 10}+`
}
