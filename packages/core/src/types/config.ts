import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from './adapter.ts'
import type { Network } from './chain.ts'
import type { Features, PorticoOptions } from './options.ts'
import type {
  AccountStoreState,
  AlertState,
  ConnectionState,
  ConnectorsState,
  ModalState,
  NetworkStoreState,
  RouterState,
  SnackbarState,
  ThemeState,
  WalletsState,
} from './state.ts'

/** Options after defaults are applied. */
export interface ResolvedOptions
  extends Omit<
    PorticoOptions,
    'features' | 'apiUrl' | 'enableReconnect' | 'enableNetworkSwitch' | 'append' | 'embedded'
  > {
  apiUrl: string
  features: Required<Omit<Features, 'socials'>> & { socials: readonly string[] | false }
  defaultNetwork: Network
  enableReconnect: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  append: boolean
  embedded: boolean
}

export interface PorticoStores {
  modal: StoreApi<ModalState>
  router: StoreApi<RouterState>
  connection: StoreApi<ConnectionState>
  account: StoreApi<AccountStoreState>
  network: StoreApi<NetworkStoreState>
  connectors: StoreApi<ConnectorsState>
  wallets: StoreApi<WalletsState>
  alerts: StoreApi<AlertState>
  snackbar: StoreApi<SnackbarState>
  theme: StoreApi<ThemeState>
}

/**
 * Everything the kit's actions act on. Create one per page with `createConfig`;
 * actions take it as their first argument (state is passed in, never reached for).
 */
export interface PorticoConfig {
  readonly options: ResolvedOptions
  readonly adapters: readonly ChainAdapter[]
  readonly stores: PorticoStores
}
