import { TRANSACTIONS_CACHE_MS } from '../constants.ts'
import { applyOwnTransactions } from '../internal/account/applyOwnTransactions.ts'
import { isConnected } from '../internal/connection/isConnected.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { getSupportedChains } from '../internal/project/getSupportedChains.ts'
import { cancelQueries, fetchQuery, isFetching, QueryCancelledError } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import { INITIAL_TRANSACTIONS_STATE } from '../stores/createStores.ts'
import type { TransactionPage } from '../types/api.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.ts'
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

/** It never throws: a failure becomes the store's `error` and the snackbar. */
export type FetchTransactionsErrorType = never

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

  // One load at a time per list: a "load more" asked during a reset joins the reset; a reset
  // asked during a "load more" cancels it and starts over (it wins).
  const { queries } = internal
  const list = queryKeys.transactions(scope.caipNetworkId, address)
  const newest = queryKeys.transactions(scope.caipNetworkId, address, '')
  const restart = reset || isFetching(queries, newest)
  if (restart && !isFetching(queries, newest)) cancelQueries(queries, list)
  const cursor = restart ? undefined : current.next

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

  // Whether the answer may still go to the store: not cancelled (a reset, the account or
  // network changing), and the store still holds this list.
  const stillCurrent = (signal: AbortSignal) => {
    const { caipNetworkId, address: listed } = stores.transactions.getState()
    return !signal.aborted && caipNetworkId === scope.caipNetworkId && listed === scope.address
  }
  const key = queryKeys.transactions(scope.caipNetworkId, address, cursor ?? '')
  if (!isFetching(queries, key)) stores.transactions.setState({ loading: true })
  try {
    // staleMs 0: a page is asked each time; the list's age is the store's (`onlyIfStale`), as
    // it spans pages. Callers meanwhile share the request.
    await fetchQuery(queries, {
      key,
      staleMs: 0,
      query: async (signal) => {
        // Started a tick after the call: the list may have been dropped meanwhile.
        if (!stillCurrent(signal)) return
        try {
          const { http } = await getSupportedChains(config)
          if (!http.includes(scope.caipNetworkId)) {
            if (stillCurrent(signal)) unavailable('unsupported')
            return
          }
          const page = await config.api.blockchain.getTransactions(
            address,
            { chainId: scope.caipNetworkId, cursor },
            { signal },
          )
          if (stillCurrent(signal)) showPage(config, scope, page, { reset: restart })
        } catch (error) {
          if (!stillCurrent(signal)) return
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
          throw error
        }
      },
    })
  } catch (error) {
    // Each caller that shows failures says so, also when it joined an idle prefetch; a load
    // that a reset or another list replaced has nothing to say.
    if (!parameters.prefetch && !(error instanceof QueryCancelledError))
      showSnackbar(config, { variant: 'error', message: TRANSACTIONS_FAILED_MESSAGE })
  }
}

/** Puts a loaded page into the list: the newest page replaces it, an older one is appended. */
function showPage(
  config: PorticoConfig,
  scope: { caipNetworkId: CaipNetworkId; address: string },
  page: TransactionPage,
  { reset }: { reset: boolean },
): void {
  const { stores, internal } = config
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
}
