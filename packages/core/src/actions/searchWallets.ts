import { WALLET_SEARCH_MAX_RESULTS } from '../constants.ts'
import { markInstalledWallets } from '../internal/connection/markInstalledWallets.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
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
  const searchId = ++internal.searchId
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
    const { data, count } = await config.api.directory.getWallets({
      page: 1,
      entries: WALLET_SEARCH_MAX_RESULTS,
      search: query,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
    })
    if (searchId !== internal.searchId) return
    stores.wallets.setState({ search: { query, results: data, count, loading: false } })
    markInstalledWallets(config)
  } catch (error) {
    if (searchId !== internal.searchId) return
    stores.wallets.setState((state) => ({
      error: describeError(error),
      search: { ...state.search, loading: false },
    }))
  }
}
