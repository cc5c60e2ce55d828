import { markInstalledWallets } from '../internal/connection/markInstalledWallets.ts'
import { describeError } from '../internal/errors/describeError.ts'
import { walletsPageRequest } from '../internal/project/walletListRequests.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'

export interface FetchWalletsParameters {
  /** 1-based; page 1 replaces the list, later pages append to it. */
  page: number
}

/**
 * Loads one page of All Wallets (40 per page, spec §9) into the wallets store, honouring the
 * include/exclude options, and records the directory's total `count`. A failed or malformed
 * answer sets `error` and keeps the wallets already shown; it never throws.
 *
 * @example
 * await fetchWallets(config, { page: 1 })
 * await fetchWallets(config, { page: 2 }) // appends
 */
export async function fetchWallets(
  config: PorticoConfig,
  parameters: FetchWalletsParameters,
): Promise<void> {
  const { stores, options } = config
  stores.wallets.setState({ loading: true, error: undefined })
  try {
    const { data, count } = await config.api.directory.getWallets(
      walletsPageRequest(options, parameters.page),
    )
    const previous = parameters.page === 1 ? [] : stores.wallets.getState().list
    const seen = new Set(previous.map((wallet) => wallet.id))
    const list: Wallet[] = [...previous, ...data.filter((wallet) => !seen.has(wallet.id))]
    stores.wallets.setState({ list, count, page: parameters.page, loading: false })
    markInstalledWallets(config)
  } catch (error) {
    stores.wallets.setState({ loading: false, error: describeError(error) })
  }
}
