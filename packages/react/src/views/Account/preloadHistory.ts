import { fetchTransactions, type PorticoConfig } from '@portico/core'

/**
 * The Account view's Activity, so that the view paints from the store when it opens (its
 * balances are already there: the button shows them). A list loaded less than
 * TRANSACTIONS_CACHE_MS ago is kept. In the account views' chunk, which a connected visitor's
 * click opens (the early preload fetches it then): the history's code stays out of the modal's
 * first chunk, which every visitor fetches before the first click.
 */
export function preloadHistory(config: PorticoConfig): void {
  void fetchTransactions(config, { reset: true, onlyIfStale: true, prefetch: true })
}
