import type { ChainNamespace, Network } from './chain.ts'
import type { Connector } from './connector.ts'
import type { Wallet } from './wallet.ts'

/** The modal's internal views (spec §2). There are no URL routes. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailLogin'
  | 'UpdateEmailWallet'
  | 'ProfileWallets'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'

/** What a view was opened with. */
export interface RouteData {
  wallet?: Wallet
  connector?: Connector
  network?: Network
  /**
   * Connect: list only the wallets of this chain family (switching to a namespace that has no
   * wallet connected yet).
   */
  namespace?: ChainNamespace
  /** SwitchActiveChain (spec §2). */
  switchActiveChain?: {
    namespace: ChainNamespace
    navigateTo?: ViewName
    replace?: boolean
    network?: Network
  }
}

export interface RouteEntry {
  view: ViewName
  data?: RouteData
}
