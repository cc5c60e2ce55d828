import { WALLET_SEARCH_MAX_RESULTS, WALLETS_PER_PAGE } from '../../constants.ts'
import type { GetWalletsParameters } from '../../types/api.ts'
import type { PorticoConfig, ResolvedOptions } from '../../types/config.ts'

/**
 * The directory request for a page of All Wallets (spec §9), honouring the include/exclude
 * options. In one place so that the page `startConfig` asks for ahead is the one
 * `fetchWalletLists` then reads.
 */
export function walletsPageRequest(options: ResolvedOptions, page: number): GetWalletsParameters {
  return {
    page,
    entries: WALLETS_PER_PAGE,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
  }
}

/** The directory request for the featured wallets; undefined when there are none to ask for. */
export function featuredWalletsRequest(options: ResolvedOptions): GetWalletsParameters | undefined {
  const ids = options.featuredWalletIds
  if (ids.length === 0) return undefined
  return { page: 1, entries: Math.min(ids.length, WALLET_SEARCH_MAX_RESULTS), include: ids }
}

/** Whether the lists are loaded or on their way (then `fetchWalletLists` asks nothing anew). */
export function walletListsRequested(config: PorticoConfig): boolean {
  const { loading, list, recommended } = config.stores.wallets.getState()
  return loading || list.length > 0 || recommended.length > 0
}
