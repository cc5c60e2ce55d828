import { WALLET_SEARCH_MAX_RESULTS } from '../constants.ts'
import { markInstalledWallets } from '../internal/connection/markInstalledWallets.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { cancelQueries, fetchQuery, QueryCancelledError } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'

export interface SearchWalletsParameters {
  query: string
}

/**
 * Searches the directory by wallet name (at most 100 results, spec §9); an empty query clears
 * the search. An answer to an older query than the latest is dropped. The 300 ms debounce
 * belongs to the view. A failure sets `error`; it never throws.
 *
 * @example
 * await searchWallets(config, { query: 'meta' })
 * config.stores.wallets.getState().search.results
 */
export async function searchWallets(
  config: PorticoConfig,
  parameters: SearchWalletsParameters,
): Promise<void> {
  const { stores, options, internal } = config
  const query = parameters.query.trim()
  // The latest query wins: an answer to an older one is not waited for.
  cancelQueries(internal.queries, queryKeys.walletSearch())
  if (!query) {
    stores.wallets.setState({ search: { query: '', results: [], count: 0, loading: false } })
    return
  }

  stores.wallets.setState((state) => ({
    error: undefined,
    search: { ...state.search, query, loading: true },
  }))
  emitEvent(config, 'SEARCH_WALLET', { search: query })
  try {
    // staleMs 0: each search asks; the same query typed twice at once shares one request.
    const { data, count } = await fetchQuery(internal.queries, {
      key: queryKeys.walletSearch(query),
      staleMs: 0,
      query: (signal) =>
        config.api.directory.getWallets(
          {
            page: 1,
            entries: WALLET_SEARCH_MAX_RESULTS,
            search: query,
            include: options.includeWalletIds,
            exclude: options.excludeWalletIds,
          },
          { signal },
        ),
    })
    stores.wallets.setState({ search: { query, results: data, count, loading: false } })
    markInstalledWallets(config)
  } catch (error) {
    if (error instanceof QueryCancelledError) return
    stores.wallets.setState((state) => ({
      error: describeError(error),
      search: { ...state.search, loading: false },
    }))
  }
}
