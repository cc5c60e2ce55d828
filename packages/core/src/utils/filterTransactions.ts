import type { Transaction } from '../types/api.ts'
import type { CaipNetworkId } from '../types/chain.ts'

import { isSpamTransaction } from './isSpamTransaction.ts'

/**
 * The transactions the Activity tab lists (spec §5): only those on the active network, and not
 * those whose transfers are all spam. The order is kept.
 *
 * @example
 * filterTransactions(page.data, 'eip155:31337')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: CaipNetworkId,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === caipNetworkId && !isSpamTransaction(transaction),
  )
}
