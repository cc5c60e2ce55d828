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
  /** Send (spec §2 lazy views): the form, its token picker, and the preview with the result. */
  | 'Send'
  | 'SendSelectToken'
  | 'SendPreview'
  /** Receive: the address as a QR code, copy, and the networks it is valid on. */
  | 'Receive'
  /**
   * Swap (spec §2 lazy views): the form with its live quote, the token picker (`data.swapSide`
   * says which token it picks), and the preview with the approval's and the trade's progress.
   */
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  /** Pay (issue #19): what a dApp asks to be paid, paid from the wallet or an exchange. */
  | 'Pay'
  /** Buy (spec §2 lazy views): the on-ramp form, its quote, and the provider's checkout. */
  | 'Buy'

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
  /** EmailLogin opened by a wallet button: the address it was given (its code is on its way). */
  email?: string
  /**
   * RegisterAccountName: the name typed (kept when a registration fails); RegisterAccountNameSuccess:
   * the name registered.
   */
  accountName?: string
  /** RegisterAccountName: why the last registration failed (the server's reason, spec §8). */
  registerNameError?: string
  /** SwapSelectToken: whether it picks the token paid with or the token received. */
  swapSide?: 'from' | 'to'
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
