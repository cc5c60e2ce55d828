import type { Transaction } from '../types/api.ts'

/**
 * Whether every transfer of a transaction is flagged as spam (spec §5: such transactions are
 * hidden). A transaction without transfers (an approval, a contract call) is not spam.
 *
 * @example
 * isSpamTransaction({ ...tx, transfers: [{ ...nft, nft_info: { ...info, flags: { is_spam: true } } }] }) // true
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every(
      (transfer) =>
        transfer.nft_info?.flags.is_spam === true ||
        transfer.fungible_info?.flags?.is_spam === true,
    )
  )
}
