import { TRANSACTIONS_CACHE_MS } from '../constants.ts'
import { applyOwnTransactions } from '../internal/account/applyOwnTransactions.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { getSupportedChains } from '../internal/project/getSupportedChains.ts'
import { INITIAL_TRANSACTIONS_STATE } from '../stores/createStores.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { TransactionsState } from '../types/state.ts'
import { filterTransactions } from '../utils/filterTransactions.ts'
import { showSnackbar } from './showSnackbar.ts'

export interface FetchTransactionsParameters {
  /** Default: the active namespace. Only EVM has a history in this version (spec §9). */
  namespace?: ChainNamespace
  /** Start over from the newest page instead of loading the next one. */
  reset?: boolean
  /**
   * With `reset`: keep a list of this account and network younger than
   * TRANSACTIONS_CACHE_MS instead of asking again (the Account view opening).
   */
  onlyIfStale?: boolean
  /**
   * A load ahead of the Account view (the kit's idle preload): a failure is kept in the store,
   * so the view asks again when it opens, but shows no snackbar over a page that opened nothing.
   */
  prefetch?: boolean
}

/** The snackbar and the store error of a failed history load (spec §8). */
export const TRANSACTIONS_FAILED_MESSAGE = 'Failed to fetch transactions'

/**
 * Loads the connected address's history on the active network into `stores.transactions`
 * (spec §2 Activity, §5, §7, §8):
 * - the first call for an account and network, or `reset`, loads the newest page; later calls
 *   load the next (older) page by cursor, and do nothing when there is none;
 * - only transactions on the active network are kept, and spam-only ones are hidden;
 * - the kit's own transactions the service does not list yet are shown among them
 *   (`recordOwnTransaction`), until it lists them;
 * - testnets and networks the service does not serve are not asked (`unavailable`);
 * - a failure shows the 'Failed to fetch transactions' snackbar and leaves the list empty.
 * Another account or network starts a new list. It never throws.
 *
 * @example
 * await fetchTransactions(config, { reset: true })
 * config.stores.transactions.getState().items // newest first
 * await fetchTransactions(config) // "Load more"
 */
export async function fetchTransactions(
  config: PorticoConfig,
  parameters: FetchTransactionsParameters = {},
): Promise<void> {
  const { stores, internal } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const address = stores.account.getState().namespaces[namespace]?.address
  const network = stores.network.getState().namespaces[namespace]?.caipNetwork
  if (!isConnected(config, namespace) || !address || !network) return

  const scope = { caipNetworkId: network.caipNetworkId, address }
  const key = `${scope.caipNetworkId}|${address}`
  const current = stores.transactions.getState()
  const sameScope =
    current.caipNetworkId === scope.caipNetworkId && current.address === scope.address
  const loaded = sameScope && current.fetchedAt !== undefined
  const reset = parameters.reset === true || !loaded
  if (
    reset &&
    parameters.onlyIfStale &&
    loaded &&
    !current.error &&
    Date.now() - (current.fetchedAt ?? 0) < TRANSACTIONS_CACHE_MS
  )
    return
  if (!reset && !current.next) return
  // One load at a time per list; a reset asked during a "load more" waits for nothing: it wins.
  const pending = internal.transactionsRequest
  if (pending?.key === key && (pending.reset || !reset)) {
    // A caller that shows failures joins the idle prefetch: its failure is shown after all.
    if (!parameters.prefetch) pending.prefetch = false
    return pending.promise
  }

  // A list of another account or network is dropped at once; the same list stays on screen
  // while it is refreshed (the Account view paints from it). The kit's own transactions of the
  // new one show meanwhile.
  if (!sameScope) {
    stores.transactions.setState({ ...INITIAL_TRANSACTIONS_STATE, ...scope })
    applyOwnTransactions(config)
  }

  const unavailable = (reason: NonNullable<TransactionsState['unavailable']>) =>
    stores.transactions.setState({
      ...INITIAL_TRANSACTIONS_STATE,
      ...scope,
      unavailable: reason,
      fetchedAt: Date.now(),
    })
  // spec §9: no history for testnets; Activity is EVM only.
  if (network.testnet) return unavailable('testnet')
  if (namespace !== 'eip155') return unavailable('unsupported')

  const cursor = reset ? undefined : current.next
  // The pending load; a caller that joins a prefetch clears its `prefetch` (see above).
  const request = { key, reset, prefetch: parameters.prefetch === true, promise: Promise.resolve() }
  const isCurrent = () => internal.transactionsRequest === request
  request.promise = (async () => {
    stores.transactions.setState({ loading: true })
    try {
      const { http } = await getSupportedChains(config)
      if (!http.includes(scope.caipNetworkId)) {
        if (isCurrent()) unavailable('unsupported')
        return
      }
      const page = await config.api.blockchain.getTransactions(address, {
        chainId: scope.caipNetworkId,
        cursor,
      })
      if (!isCurrent()) return
      const fresh = filterTransactions(page.data, scope.caipNetworkId)
      // The service's entries loaded so far, without the kit's own (merged again below).
      const before = reset
        ? []
        : stores.transactions
            .getState()
            .items.filter((item) => !internal.ownTransactions.shown.has(item))
      const known = new Set(before.map((transaction) => transaction.id))
      stores.transactions.setState({
        ...scope,
        items: [...before, ...fresh.filter((transaction) => !known.has(transaction.id))],
        next: page.next ?? undefined,
        loading: false,
        error: undefined,
        unavailable: undefined,
        fetchedAt: reset ? Date.now() : stores.transactions.getState().fetchedAt,
      })
      applyOwnTransactions(config)
    } catch (error) {
      if (!isCurrent()) return
      emitEvent(config, 'ERROR_FETCH_TRANSACTIONS', {
        network: scope.caipNetworkId,
        message: error instanceof Error ? error.message : String(error),
      })
      stores.transactions.setState({
        ...INITIAL_TRANSACTIONS_STATE,
        ...scope,
        error: TRANSACTIONS_FAILED_MESSAGE,
        fetchedAt: Date.now(),
      })
      // Read at failure time: a caller may have joined this prefetch since it began.
      if (!request.prefetch)
        showSnackbar(config, { variant: 'error', message: TRANSACTIONS_FAILED_MESSAGE })
    } finally {
      if (isCurrent()) internal.transactionsRequest = undefined
    }
  })()
  internal.transactionsRequest = request
  return request.promise
}
