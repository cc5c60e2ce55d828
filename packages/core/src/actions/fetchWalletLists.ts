import { RECOMMENDED_WALLETS_COUNT } from '../constants.ts'
import { markInstalledWallets } from '../internal/connection/markInstalledWallets.ts'
import { describeError } from '../internal/errors/describeError.ts'
import {
  featuredWalletsRequest,
  walletListsRequested,
} from '../internal/project/walletListRequests.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'
import { fetchWallets } from './fetchWallets.ts'

export interface FetchWalletListsParameters {
  /** Reload even when the lists are already loaded or loading. */
  force?: boolean
}

/**
 * Loads what the Connect view lists (spec §9): the featured wallets (`featuredWalletIds`, in
 * that order) and page 1 of the directory, from which the recommended wallets are the first 4
 * not already shown (featured, recent, or installed). A failure sets `error`; it never throws.
 * Loads once per config: a call while the lists are loaded or loading does nothing (reloading
 * page 1 would drop the All Wallets pages already scrolled in), unless `force` is set. After a
 * failure that left them empty, the next call tries again.
 *
 * @example
 * await fetchWalletLists(config)
 * config.stores.wallets.getState().recommended // 4 wallets
 */
export async function fetchWalletLists(
  config: PorticoConfig,
  { force = false }: FetchWalletListsParameters = {},
): Promise<void> {
  if (!force && walletListsRequested(config)) return
  await Promise.all([fetchFeatured(config), fetchWallets(config, { page: 1 })])
  const { featured, recent, list } = config.stores.wallets.getState()
  const installedRdns = new Set(
    config.stores.connectors.getState().connectors.map((connector) => connector.info?.rdns),
  )
  const shown = new Set([...featured, ...recent].map((wallet) => wallet.id))
  const recommended = list
    .filter((wallet) => !shown.has(wallet.id) && !(wallet.rdns && installedRdns.has(wallet.rdns)))
    .slice(0, RECOMMENDED_WALLETS_COUNT)
  config.stores.wallets.setState({ recommended })
  markInstalledWallets(config)
}

async function fetchFeatured(config: PorticoConfig): Promise<void> {
  const request = featuredWalletsRequest(config.options)
  if (!request) {
    config.stores.wallets.setState({ featured: [] })
    return
  }
  const ids = config.options.featuredWalletIds
  try {
    const { data } = await config.api.directory.getWallets(request)
    const byId = new Map(data.map((wallet) => [wallet.id, wallet]))
    const featured = ids.map((id) => byId.get(id)).filter((wallet): wallet is Wallet => !!wallet)
    config.stores.wallets.setState({ featured })
  } catch (error) {
    config.stores.wallets.setState({ error: describeError(error) })
  }
}
