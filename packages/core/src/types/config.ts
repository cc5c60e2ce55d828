import type { StoreApi } from 'zustand/vanilla'
import type { QueryCache } from '../query/queryCache.ts'
import type { ChainAdapter } from './adapter.ts'
import type { AnalyticsEventBody, PorticoApi, TokenBalance, Transaction } from './api.ts'
import type { ChainNamespace, Network } from './chain.ts'
import type { AccountType, Connection, Connector } from './connector.ts'
import type { PorticoEventListener } from './events.ts'
import type { OnrampState } from './onramp.ts'
import type { Features, PorticoOptions } from './options.ts'
import type { PairingState } from './pairing.ts'
import type { PayResult, PayState } from './pay.ts'
import type { SendState, SendTransferState } from './send.ts'
import type {
  AccountStoreState,
  AlertState,
  AuthState,
  ConnectionState,
  ConnectorsState,
  EffectiveFeatures,
  FeaturesState,
  LocaleState,
  ModalState,
  NetworkStoreState,
  RouterState,
  SiwxState,
  SnackbarState,
  ThemeState,
  TransactionsState,
  WalletsState,
} from './state.ts'
import type { TypedStorage } from './storage.ts'
import type { SwapConfirmationState, SwapQuote, SwapState, SwapToken } from './swap.ts'
import type { SwapCapability } from './swapCapability.ts'
import type { TransferCapability, TransferRequest } from './transfer.ts'
import type { Wallet } from './wallet.ts'

/** Options after defaults are applied. */
export interface ResolvedOptions
  extends Omit<
    PorticoOptions,
    | 'networks'
    | 'features'
    | 'apiUrl'
    | 'enableReconnect'
    | 'enableNetworkSwitch'
    | 'append'
    | 'embedded'
    | 'manualWCControl'
    | 'isMobile'
    | 'requestTimeoutMs'
  > {
  /**
   * The server URL in use: the `apiUrl` option, else `DEFAULT_API_URL` on a localhost page, else
   * undefined, and every server call fails with `MissingOptionError` (see `resolveApiUrl`).
   */
  apiUrl: string | undefined
  /** The `networks` option, checked to hold at least one. */
  networks: readonly [Network, ...Network[]]
  /** The local features with defaults; what is in effect is in `stores.features`. */
  features: EffectiveFeatures
  defaultNetwork: Network
  enableReconnect: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  append: boolean
  embedded: boolean
  manualWCControl: boolean
  isMobile: () => boolean
  requestTimeoutMs: number
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly Wallet[]
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}

export interface PorticoStores {
  modal: StoreApi<ModalState>
  router: StoreApi<RouterState>
  connection: StoreApi<ConnectionState>
  account: StoreApi<AccountStoreState>
  network: StoreApi<NetworkStoreState>
  connectors: StoreApi<ConnectorsState>
  wallets: StoreApi<WalletsState>
  /** The active network's history of the connected account (spec §2 Activity). */
  transactions: StoreApi<TransactionsState>
  alerts: StoreApi<AlertState>
  snackbar: StoreApi<SnackbarState>
  theme: StoreApi<ThemeState>
  /** The modal's language (option, else the browser's). */
  locale: StoreApi<LocaleState>
  /** The features in effect (local or remote, spec §4). */
  features: StoreApi<FeaturesState>
  /** The WalletConnect pairing, mirrored from the adapter that pairs (idle without one). */
  pairing: StoreApi<PairingState>
  /** The embedded wallet's e-mail flows and pending approval. */
  auth: StoreApi<AuthState>
  /** Sign-in with wallet per namespace and the SIWXSignMessage flow (spec §4 SIWX). */
  siwx: StoreApi<SiwxState>
  /** The Send form and the transfer under way (spec §3 Send state). */
  send: StoreApi<SendState>
  /** The Swap form, its quote and the swap under way (docs/convert-api.md). */
  swap: StoreApi<SwapState>
  /** The payment a dApp asked for with `pay`, and how it stands (issue #19). */
  pay: StoreApi<PayState>
  /** The Buy form, its quote and the provider's checkout (spec §3 on-ramp state). */
  onramp: StoreApi<OnrampState>
}

/**
 * Everything the kit's actions act on. Create one per page with `createConfig`;
 * actions take it as their first argument (state is passed in, never reached for).
 */
export interface PorticoConfig {
  readonly options: ResolvedOptions
  readonly adapters: readonly ChainAdapter[]
  readonly stores: PorticoStores
  /** Schema-checked local storage of the spec §3 keys. */
  readonly storage: TypedStorage
  /** Clients of the Portico server (directory, chain data). */
  readonly api: PorticoApi
  /** Bookkeeping of the actions (caches, timers). Not part of the public contract. */
  readonly internal: PorticoInternals
}

/** An account's balances on a network, as the balance query keeps them. */
export interface BalanceData {
  balance: string
  symbol: string
  tokens: readonly TokenBalance[]
}

export interface PorticoInternals {
  /** The WalletConnect connect under way, shared by the QR code and every deep link. */
  walletConnectConnect: Promise<Connection> | undefined
  /** The Telegram mini-app `result_uri` read at start, until a flow takes it (spec §2). */
  resultUri: string | undefined
  /** The connectors each adapter reported last; the connectors store holds them all. */
  connectorsByAdapter: Map<ChainAdapter, readonly Connector[]>
  /**
   * Every server read's answer, request under way and failure (query/queryCache.ts; the keys are
   * in query/queryKeys.ts).
   */
  queries: QueryCache
  /**
   * The transactions the kit itself sent or followed (send, swap, pay, buy), shown in Activity
   * from their receipt until the service's history lists them (`recordOwnTransaction`).
   */
  ownTransactions: OwnTransactions
  /** Codes of provider-message alerts already shown: each shows once (spec §8). */
  reportedAlerts: Set<string>
  /**
   * The page-origin check started by `startConfig` (features, then `/projects/v1/origins`),
   * resolving as `checkOrigin` does; undefined until it starts or without a project id.
   */
  originCheck: Promise<boolean | undefined> | undefined
  /** The features the developer set (before defaults), to tell whether remote ones override any. */
  localFeatures: Features
  /** Listeners added with `onEvent`. */
  eventListeners: Set<PorticoEventListener>
  /** Whether events go to the server (spec §7), and what waits or was sent. */
  analytics: AnalyticsInternals
  snackbarTimer: ReturnType<typeof setTimeout> | undefined
  /** The device-approval wait under way; a newer sign-in or a cancel makes it stale. */
  emailLoginId: number
  /** The social sign-in under way: `cancel` closes its window and stops waiting for it. */
  socialLogin: { cancel(): void } | undefined
  // The three Farcaster fields are set by its lazily loaded code only: optional, so that the
  // page's first chunk (createConfig) does not carry them.
  /** The Farcaster sign-in under way: `cancel` stops waiting for the visitor's approval. */
  farcasterLogin?: { cancel(): void } | undefined
  /**
   * The embedded wallet's reload due after leaving ConnectingFarcaster (spec §2): `run` does it
   * now (a new Farcaster sign-in must not be hit by it), `timer` is its delay.
   */
  farcasterReload?: { timer: ReturnType<typeof setTimeout>; run(): Promise<void> } | undefined
  /**
   * `leaveFarcaster`, set by the first `connectFarcaster`: back and close call it through here,
   * so the page's first chunk (where `closeModal` lives) does not carry it.
   */
  leaveFarcaster?: ((config: PorticoConfig) => void) | undefined
  shakeTimer: ReturnType<typeof setTimeout> | undefined
  /** The Send form's last transfer, while the send store shows it (a retry needs it). */
  sendTransfer: SendTransferRecord | undefined
  /** The Swap form's requests and timers, and the swap under way. */
  swap: SwapInternals
  /** The Buy form's requests and timers, and the checkout window it follows. */
  onramp: OnrampInternals
  /** The payment under way: its promise's ends and the exchange checkout being followed. */
  pay: PayInternals
  nextSnackbarId: number
}

/** The kit's own records of transactions, for Activity until the service lists them. */
export interface OwnTransactions {
  /** Newest last; each with the key of its history (`${caipNetworkId}|${address}`, lower case). */
  records: { key: string; transaction: Transaction }[]
  /** The records' entries as placed in the history store, to tell them from the service's. */
  shown: WeakSet<Transaction>
}

/** What the Pay actions keep between calls. */
export interface PayInternals {
  /** How the open payment's `pay` promise ends; undefined once it has ended. */
  run: { resolve(result: PayResult): void; reject(error: Error): void } | undefined
  /** The exchange window being followed: `stop` removes its listener and timers. */
  checkout: { stop(): void } | undefined
  /**
   * Incremented per payment and per close of the modal: the answers of an older payment are
   * dropped, and a payment asked for before a close never opens.
   */
  id: number
  /** How to ask the network again about a payment left 'unknown' (`retryPay`). */
  recheck: (() => Promise<void>) | undefined
  /**
   * Ends the payment when the modal closes (`abandonPayment`): set when the payment's code first
   * loads (`pay`), so that a page that never pays never loads it.
   */
  abandon: ((config: PorticoConfig) => void) | undefined
}

/** What the Buy actions keep between calls. */
export interface OnrampInternals {
  /** The debounce after an edit. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  /** The checkout window, while the kit follows it. */
  checkout: OnrampCheckoutRecord | undefined
}

/** A checkout the Buy form opened: its window, and how to stop following it. */
export interface OnrampCheckoutRecord {
  /** The window; replaced when the visitor reopens it. */
  popup: Window | undefined
  /** Stops the watch (the listener, the poll, a chain check under way). */
  controller: AbortController
  /** The BUY_* events' properties. */
  properties: Readonly<Record<string, unknown>>
  /** Starts following the window, once its address is known (a blocked window: when reopened). */
  start?: () => void
}

/** What the Swap actions keep between calls. */
export interface SwapInternals {
  /** The debounce after an edit, or the refresh before `expiresAt`. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  /** The last swap confirmed, while it may still need a retry. */
  run: SwapRunRecord | undefined
}

/** The paths a swap goes through: the adapter's, of the wallet that pays. */
export interface SwapWallet {
  /** Sends the approval and the trade (`eth_sendTransaction`). */
  request: NonNullable<ChainAdapter['request']>
  /** Waits for their receipts. */
  transfers: TransferCapability
  /** Checks the service's transactions before `request` sends them. */
  swaps: SwapCapability
}

/** A swap the form confirmed: what it trades, where, through which wallet, and how it stands. */
export interface SwapRunRecord {
  connectorId: string
  /** The paying and receiving account. */
  account: string
  network: Network
  /** The wallet's request path (transactions), the adapter's receipt wait and its swap checks. */
  wallet: SwapWallet
  fromToken: SwapToken
  toToken: SwapToken
  /** The quote the visitor confirmed. */
  quote: SwapQuote
  slippage: string
  /** null: the wallet picks the gas price (spec §8). */
  gasPrice: string | null
  /** The router the service's transactions call, once known (the approval's spender). */
  router?: string
  /** The SWAP_* events' properties. */
  properties: Readonly<Record<string, unknown>>
  /** The state last written for it; the store shows this swap while it holds this object. */
  shown: SwapConfirmationState
}

/** A transfer the Send form started: what it sent, through which adapter, and how it stands. */
export interface SendTransferRecord {
  request: TransferRequest
  transfers: TransferCapability
  /** The SEND_* events' properties (spec §7). */
  properties: Readonly<Record<string, unknown>>
  /** The state last written for it; the store shows this transfer while it holds this object. */
  shown: SendTransferState
}

export interface AnalyticsInternals {
  /**
   * 'pending' until `/getAnalyticsConfig` answers (events wait in `queue`), then 'on', or 'off'
   * for the rest of the session (disabled, 403, or the endpoint down).
   */
  status: 'pending' | 'on' | 'off'
  queue: AnalyticsEventBody[]
  /** Events to send once the page is idle, or at once when it goes (`flushAnalytics`). */
  outbox: AnalyticsEventBody[]
  /** When the error events of the last minute were sent (at most 5, spec §8). */
  errorReportTimes: number[]
}
