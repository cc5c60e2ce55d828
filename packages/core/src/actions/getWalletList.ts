import { WALLET_SEARCH_MAX_RESULTS } from '../constants.ts'
import { connectorServes } from '../internal/connection/connectorServes.ts'
import { isUsableConnector } from '../internal/connection/isUsableConnector.ts'
import { walletServes } from '../internal/connection/walletServes.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connector } from '../types/connector.ts'
import type { WalletsState } from '../types/state.ts'
import type { Wallet } from '../types/wallet.ts'
import { findConnectorForWallet } from '../utils/findConnectorForWallet.ts'
import { getConnectList } from './getConnectList.ts'

/** What the list is built from; each defaults to the store's current state. */
export interface GetWalletListParameters {
  /** `stores.connectors.getState().connectors` */
  connectors?: readonly Connector[]
  /** The directory's lists: `stores.wallets.getState()` */
  wallets?: Pick<WalletsState, 'recent' | 'featured' | 'recommended' | 'list' | 'search'>
  /** Only this chain family. Default: the route's `data.namespace`, as `getConnectList`. */
  namespace?: ChainNamespace | undefined
  /**
   * The search shown (trimmed): '' browses. Its results list once the store holds this query's
   * answer (`searchWallets`); until then, none.
   */
  query?: string
}

/** One wallet of the list: an installed one's connector (with its directory entry when known), or a directory wallet. */
export type WalletListEntry =
  | { kind: 'connector'; connector: Connector; wallet?: Wallet; tag?: 'Recent' | 'Installed' }
  | { kind: 'wallet'; wallet: Wallet; tag?: 'Recent' }

/**
 * Every wallet a dApp's own wallet list shows, each once: browsing, the Connect view's list
 * (`getConnectList`: recent, installed, featured, custom, external, recommended) followed by the
 * directory's pages loaded so far (`fetchWallets`, 40 a page) less those already listed or
 * installed; searching, the search's results (at most 100, spec §9), an installed one as its
 * connector. Scoped to one chain family like the Connect view. A pure read, like
 * `getConnectList`.
 *
 * @example
 * const entries = getWalletList(config)
 * entries.map((entry) => (entry.kind === 'connector' ? entry.connector.name : entry.wallet.name))
 * // ['Portico Test Wallet', 'MetaMask', 'Trust Wallet', …, 'Wallet 040']
 */
export function getWalletList(
  config: PorticoConfig,
  parameters: GetWalletListParameters = {},
): WalletListEntry[] {
  const { stores } = config
  const connectors = parameters.connectors ?? stores.connectors.getState().connectors
  const wallets = parameters.wallets ?? stores.wallets.getState()
  const family = parameters.namespace ?? stores.router.getState().data?.namespace
  const query = parameters.query?.trim() ?? ''
  const installed = connectors
    .filter(isUsableConnector)
    .filter((connector) => family === undefined || connectorServes(config, connector, family))
  const inFamily = (wallet: Wallet) => family === undefined || walletServes(wallet, family)

  if (query) {
    if (wallets.search.query !== query) return []
    return wallets.search.results
      .slice(0, WALLET_SEARCH_MAX_RESULTS)
      .filter(inFamily)
      .map((wallet): WalletListEntry => {
        const connector = findConnectorForWallet(installed, wallet)
        return connector ? { kind: 'connector', connector, wallet } : { kind: 'wallet', wallet }
      })
  }

  const { entries } = getConnectList(config, { connectors, wallets, namespace: family })
  const listed = new Set(
    entries.flatMap((entry) =>
      entry.kind === 'wallet' ? [entry.wallet.id] : (entry.connector.explorerId ?? []),
    ),
  )
  const directory = wallets.list.filter(
    (wallet) =>
      !listed.has(wallet.id) && inFamily(wallet) && !findConnectorForWallet(installed, wallet),
  )
  return [...entries, ...directory.map((wallet): WalletListEntry => ({ kind: 'wallet', wallet }))]
}
