import type { Locale } from '../i18n/locales.ts'
import type { TokenBalance, Transaction } from './api.ts'
import type { SignInProvider, SocialProvider } from './auth.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from './chain.ts'
import type { AccountType, Connection, Connector, ConnectorType } from './connector.ts'
import type { SiwxMessageData, SiwxSession } from './siwx.ts'
import type { RouteData, RouteEntry, ViewName } from './views.ts'
import type { Wallet } from './wallet.ts'

export interface ModalState {
  open: boolean
  /** True for the 500 ms shake (spec §2). */
  shake: boolean
  /**
   * The visitor ticked the legal checkbox (`features.legalCheckbox`): kept while the page
   * lives, across closing and reopening the modal.
   */
  legalAccepted?: boolean
}

export interface RouterState {
  view: ViewName
  data?: RouteData
  /** The history stack; the last entry is the current view. */
  history: readonly RouteEntry[]
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export interface NamespaceConnection {
  status: ConnectionStatus
  connectorId?: string
  connection?: Connection
}

export interface ConnectionState {
  activeNamespace: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, NamespaceConnection>>
  /**
   * Multi-wallet only (spec §3 connections): every wallet listed per namespace, in the order
   * they connected, the connected one included. Absent while `features.multiWallet` is off.
   */
  connections?: Partial<Record<ChainNamespace, readonly Connection[]>>
}

/** The Account view's tabs (spec §2). */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** Account state of one namespace (spec §3). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  /**
   * Native balance as the exact decimal string the service or wallet reported, e.g.
   * '9999.999012'; views format it (`formatBalance`).
   */
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  preferredAccountType?: AccountType
  connectedWalletInfo?: { name: string; icon?: string; type?: ConnectorType }
  /** Token balances from the balance service; tokens with decimals '0' are dropped (spec §5). */
  tokenBalance?: readonly TokenBalance[]
  /** The Account view's selected tab; Tokens when unset. */
  currentTab?: AccountTab
  /** Farcaster sign-in URL shown in ConnectingFarcaster (spec §2, §4). */
  farcasterUrl?: string
  /** The provider of the social sign-in under way or connected (spec §3), Farcaster included. */
  socialProvider?: SignInProvider
}

export interface AccountStoreState {
  namespaces: Partial<Record<ChainNamespace, AccountState>>
}

export interface NetworkStoreState {
  /** The network per namespace; undefined while the wallet is on a chain the dApp lacks. */
  namespaces: Partial<
    Record<ChainNamespace, { caipNetwork?: Network; unsupportedChainId?: number | string }>
  >
}

/**
 * The connected account's history on the active network (spec §2 Activity, §3), as loaded so
 * far: only transactions on that network, spam-only ones hidden (spec §5). `caipNetworkId` and
 * `address` say whose list it is; a list for another account or network is never shown.
 */
export interface TransactionsState {
  caipNetworkId?: CaipNetworkId
  address?: string
  /** Newest first, in the order the service sent them, pages appended. */
  items: readonly Transaction[]
  /** Cursor of the next (older) page; undefined when there is none. */
  next?: string
  loading: boolean
  /** 'Failed to fetch transactions' after a failed load (the list is then empty, spec §8). */
  error?: string
  /** Why there is no history to ask for: a testnet, or a network the service does not serve. */
  unavailable?: 'testnet' | 'unsupported'
  /** When the first page was loaded (Date.now()); undefined until then. */
  fetchedAt?: number
}

/** Where an e-mail sign-in or change stands (EmailLogin, UpdateEmailWallet; spec §4). */
export interface EmailFlowState {
  /** The address the code went to (sign-in) or that becomes the account's (change). */
  email: string
  /**
   * Sign-in: 'device' waits for the approval link, 'otp' for the code. Change: 'email' asks for
   * the new address, 'primary' for the current address's code, 'secondary' for the new one's.
   */
  step: 'device' | 'otp' | 'email' | 'primary' | 'secondary'
  busy: boolean
  /** The last failure, in the spec's words ('Please try again after N seconds', …). */
  error?: string
  /** When the last code or link was sent (Date.now()), for the resend countdown. */
  sentAt?: number
}

/** Where a social sign-in stands (ConnectingSocial; spec §4). */
export interface SocialLoginState {
  provider: SocialProvider
  /**
   * 'waiting': the provider's window is open; 'connecting': its answer is being checked and the
   * account connected; 'device': the account's e-mail must approve this site first (an approval
   * e-mail went out; the kit waits); 'error': it failed or the window was closed (`error` says
   * which).
   */
  status: 'waiting' | 'connecting' | 'device' | 'error'
  /** 'Popup closed', 'Failed to initiate social connection', 'Failed to connect', … */
  error?: string
}

/**
 * Where a Farcaster sign-in stands (ConnectingFarcaster; spec §2, §4). Its address is the
 * account state's `farcasterUrl`.
 */
export interface FarcasterLoginState {
  /**
   * 'loading': the address is being asked for; 'waiting': it is shown, the visitor approves in
   * their Farcaster client; 'connecting': approved, the account connects; 'expired': the address
   * expired before approval (a new one is needed); 'error': it failed (`error` says why).
   */
  status: 'loading' | 'waiting' | 'connecting' | 'expired' | 'error'
  /** 'Failed to connect to farcaster', or a message the project's alerts know. */
  error?: string
}

/** The embedded wallet as the modal sees it. */
export interface AuthState {
  /** The Connect view's e-mail field: sending, or why it failed. */
  start: { busy: boolean; error?: string }
  login?: EmailFlowState
  update?: EmailFlowState
  /** The social sign-in under way, or the last one's failure. */
  social?: SocialLoginState
  /** The Farcaster sign-in under way (ConnectingFarcaster), or how the last one ended. */
  farcaster?: FarcasterLoginState
  /** A request waits for the visitor's Approve; `openedModal`: the modal opened for it. */
  approval?: { connectorId: string; openedModal: boolean }
}

export interface ConnectorsState {
  connectors: readonly Connector[]
}

export interface WalletsState {
  /** All Wallets, in pages of 40, appended as the visitor scrolls. */
  list: readonly Wallet[]
  count: number
  page: number
  loading: boolean
  error?: string
  search: { query: string; results: readonly Wallet[]; count: number; loading: boolean }
  /** Most recent first, at most 2 (spec §9). */
  recent: readonly Wallet[]
  featured: readonly Wallet[]
  recommended: readonly Wallet[]
}

export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

export interface AlertState {
  alert?: Alert
}

/** One spec §8 alert: `message` is the title, `details` the longer explanation. */
export interface Alert {
  variant: AlertVariant
  message: string
  code?: string
  details?: string
}

export type SnackbarVariant = 'loading' | 'success' | 'error'

export interface SnackbarState {
  snackbar?: {
    message: string
    variant: SnackbarVariant
    id: number
    /** The view the message is about: it ends when the visitor leaves that view. */
    view?: ViewName
  }
}

export type ThemeMode = 'light' | 'dark'

export interface LocaleState {
  /** The language set by the developer or user; undefined follows the browser's languages. */
  locale?: Locale
  /** The browser's languages resolved to one the kit speaks (`resolveLocale`); 'en' on servers. */
  systemLocale: Locale
  /** What to render: `locale` when set, else `systemLocale`. */
  resolvedLocale: Locale
}

export interface ThemeState {
  /** The mode set by the developer or user; undefined follows the system preference. */
  themeMode?: ThemeMode
  /** The system preference (`prefers-color-scheme`), tracked by `startConfig`; 'light' on servers. */
  systemThemeMode: ThemeMode
  /** What to render: `themeMode` when set, else `systemThemeMode`. */
  resolvedThemeMode: ThemeMode
  themeVariables: Readonly<Record<string, string>>
}

/**
 * The features in effect (spec §4, §6): the local ones (or defaults), replaced by the project's
 * remote features once fetched, with Telegram's social restrictions applied.
 */
export interface FeaturesState {
  features: EffectiveFeatures
  /** Where the switchable features came from. */
  source: 'local' | 'remote'
  /**
   * The zone the project's account names are registered under ('portico.id'), from the remote
   * config (issue #32); undefined: names are off (registration hidden, nothing to resolve).
   */
  nameZone?: string
}

/** Every feature switch with its value; `socials` lists the providers shown, or false. */
export interface EffectiveFeatures {
  email: boolean
  socials: readonly string[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  send: boolean
  receive: boolean
  analytics: boolean
  allWallets: boolean
  multiWallet: boolean
  reownBranding: boolean
  pay: boolean
  legalCheckbox: boolean
  collapseWallets: boolean
}

/** Whether the connected account of a namespace is signed in (spec §4 SIWX). */
export type SiwxStatus = 'checking' | 'none' | 'signedIn'

/** The sign-in of one namespace's connected account on its network (spec §4 SIWX). */
export interface SiwxAccountState {
  caipNetworkId: CaipNetworkId
  address: string
  /** 'checking' while `getSessions` (and `createMessage`) run; 'none' when it must sign in. */
  status: SiwxStatus
  /** The session found or just added; set when signed in. */
  session?: SiwxSession
  /** The message prepared while checking (fresh nonce), used by the first Sign. */
  message?: SiwxMessageData
  /** The visitor cancelled the (optional) sign-in for this account: not asked again on its own. */
  dismissed?: boolean
}

/** Sign-in with wallet: per namespace, and what SIWXSignMessage shows (spec §2, §4). */
export interface SiwxState {
  /** Absent for a namespace that is disconnected, on an unlisted chain, or without `siwx`. */
  namespaces: Partial<Record<ChainNamespace, SiwxAccountState>>
  /** The account SIWXSignMessage asks to sign in; undefined while no sign-in is asked for. */
  prompt?: {
    namespace: ChainNamespace
    /** The wallet is asked to sign, or the session is being stored. */
    signing: boolean
    /** The last failure ('Error signing message'), until the next try. */
    error?: string
  }
}
