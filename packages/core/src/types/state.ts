import type { CaipAddress, ChainNamespace, Network } from './chain.ts'
import type { AccountType, Connection, Connector, ConnectorType } from './connector.ts'
import type { RouteData, RouteEntry, ViewName } from './views.ts'
import type { Wallet } from './wallet.ts'

export interface ModalState {
  open: boolean
  /** True for the 500 ms shake (spec §2). */
  shake: boolean
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
}

/** Account state of one namespace (spec §3). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  /** Formatted native balance (decimal string), e.g. '10000.00'. */
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  preferredAccountType?: AccountType
  connectedWalletInfo?: { name: string; icon?: string; type?: ConnectorType }
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
  alert?: { variant: AlertVariant; message: string; code?: string }
}

export type SnackbarVariant = 'loading' | 'success' | 'error'

export interface SnackbarState {
  snackbar?: { message: string; variant: SnackbarVariant; id: number }
}

export type ThemeMode = 'light' | 'dark'

export interface ThemeState {
  /** The mode set by the developer or user; undefined follows the system preference. */
  themeMode?: ThemeMode
  themeVariables: Readonly<Record<string, string>>
}
