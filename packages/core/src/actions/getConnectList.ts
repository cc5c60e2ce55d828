import { RECENT_WALLETS_MAX, RECOMMENDED_WALLETS_COUNT } from '../constants.ts'
import { connectorServes } from '../internal/connection/connectorServes.ts'
import { findAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { isUsableConnector } from '../internal/connection/isUsableConnector.ts'
import { servesNamespace } from '../internal/connection/servesNamespace.ts'
import { walletServes } from '../internal/connection/walletServes.ts'
import { isPaymentOpen } from '../internal/pay/isPaymentOpen.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connector } from '../types/connector.ts'
import type { WalletsState } from '../types/state.ts'
import type { Wallet } from '../types/wallet.ts'
import { findConnectorForWallet } from '../utils/findConnectorForWallet.ts'

/** What the list is built from; each defaults to the store's current state. */
export interface GetConnectListParameters {
  /** `stores.connectors.getState().connectors` */
  connectors?: readonly Connector[]
  /** The directory's lists: `stores.wallets.getState()` */
  wallets?: Pick<WalletsState, 'recent' | 'featured' | 'recommended'>
  /** Only this chain family. Default: the route's `data.namespace` (SwitchActiveChain sets it). */
  namespace?: ChainNamespace | undefined
}

/** One row of the Connect list: an installed wallet's connector, or a directory wallet. */
export type ConnectListEntry =
  | { kind: 'connector'; connector: Connector; tag?: 'Recent' | 'Installed' }
  | { kind: 'wallet'; wallet: Wallet; tag?: 'Recent' }

export interface GetConnectListReturnType {
  /** The WalletConnect (QR code) row, above the others; none on mobile, where wallets open their apps. */
  walletConnect: Connector | undefined
  /** Every other row, in spec §9 order; each wallet once. */
  entries: ConnectListEntry[]
  /** An installed wallet is usable: wallets then come before e-mail and social (spec §2). */
  hasUsableWallet: boolean
  /**
   * The embedded wallet gives accounts in this family, so e-mail and social sign-in may show.
   * False while a payment is open (payment mode, spec §6: wallets only).
   */
  hasAuth: boolean
  /**
   * Several chain families are configured and the list is not scoped to one: a 'Recent' or
   * 'Installed' connector should say which family it connects.
   */
  tagsFamily: boolean
}

/**
 * The Connect view's wallet list (spec §9 connector type order): WalletConnect, the recent
 * wallets (at most 2), the installed ones (EIP-6963 announced before a bare `window.ethereum`),
 * featured directory wallets, the dApp's custom wallets, external (SDK) connectors, then the
 * recommended ones (at most 4). A recent wallet that is installed is its connector; a directory
 * wallet that is installed is not listed again. Scoped to one chain family, it lists only that
 * family's wallets (a wallet installed for another family is left out).
 *
 * A pure read of the connectors, wallets and router stores (or of the states passed in, which a
 * UI binding passes from its own subscriptions).
 *
 * @example
 * const { walletConnect, entries } = getConnectList(config)
 * entries.map((entry) => (entry.kind === 'connector' ? entry.connector.name : entry.wallet.name))
 * // ['Portico Test Wallet', 'MetaMask', 'Trust Wallet', 'Rainbow', 'Rabby Wallet']
 */
export function getConnectList(
  config: PorticoConfig,
  parameters: GetConnectListParameters = {},
): GetConnectListReturnType {
  const { stores, options } = config
  const connectors = parameters.connectors ?? stores.connectors.getState().connectors
  const { recent, featured, recommended } = parameters.wallets ?? stores.wallets.getState()
  const family = parameters.namespace ?? stores.router.getState().data?.namespace
  const inScope = (connector: Connector) =>
    family === undefined || connectorServes(config, connector, family)

  const usable = connectors.filter(isUsableConnector)
  const installed = usable.filter(inScope).sort((a, b) => rank(a) - rank(b))
  // A wallet installed for another family (a recent one, say) is not offered in this one.
  const inFamily = (wallet: Wallet) => {
    if (family === undefined) return true
    const connector = findConnectorForWallet(usable, wallet)
    return connector ? connectorServes(config, connector, family) : walletServes(wallet, family)
  }

  const shownWallets = new Set<string>()
  const shownConnectors = new Set<string>()
  const entries: ConnectListEntry[] = []
  const addConnector = (connector: Connector, tag: 'Recent' | 'Installed') => {
    if (shownConnectors.has(connector.id)) return
    shownConnectors.add(connector.id)
    entries.push({ kind: 'connector', connector, tag })
  }
  for (const wallet of recent.slice(0, RECENT_WALLETS_MAX).filter(inFamily)) {
    const connector = findConnectorForWallet(installed, wallet)
    shownWallets.add(wallet.id)
    if (connector) addConnector(connector, 'Recent')
    else entries.push({ kind: 'wallet', wallet, tag: 'Recent' })
  }
  for (const connector of installed) addConnector(connector, 'Installed')
  const addWallets = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets.filter(inFamily)) {
      if (shownWallets.has(wallet.id) || findConnectorForWallet(installed, wallet)) continue
      shownWallets.add(wallet.id)
      entries.push({ kind: 'wallet', wallet })
    }
  }
  addWallets(featured)
  addWallets(options.customWallets)
  // Wallets an adapter connects through its own SDK rather than an injected provider.
  for (const connector of connectors)
    if (connector.type === 'EXTERNAL' && inScope(connector))
      entries.push({ kind: 'connector', connector })
  addWallets(recommended.slice(0, RECOMMENDED_WALLETS_COUNT))

  const walletConnect = options.isMobile()
    ? undefined
    : connectors.find((connector) => connector.type === 'WALLET_CONNECT' && inScope(connector))
  const authAdapter = findAuthAdapter(config)
  const families = new Set(options.networks.map((network) => network.chainNamespace))
  return {
    walletConnect,
    entries,
    hasUsableWallet: installed.length > 0,
    hasAuth:
      !isPaymentOpen(config) &&
      authAdapter !== undefined &&
      (family === undefined || servesNamespace(authAdapter, family)),
    tagsFamily: families.size > 1 && family === undefined,
  }
}

/** EIP-6963 announced wallets name themselves; a bare `window.ethereum` comes after them. */
function rank(connector: Connector): number {
  return connector.type === 'ANNOUNCED' ? 0 : 1
}
