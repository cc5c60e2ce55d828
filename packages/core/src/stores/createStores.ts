import { createStore } from 'zustand/vanilla'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants.ts'
import { readSystemLanguages, resolveLocale } from '../i18n/locales.ts'
import { defaultNetworkFor } from '../internal/connection/defaultNetworkFor.ts'
import { applyFeatureRules } from '../internal/project/applyFeatureRules.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoStores, ResolvedOptions } from '../types/config.ts'
import type { OnrampState } from '../types/onramp.ts'
import type { PairingState } from '../types/pairing.ts'
import type { PayState } from '../types/pay.ts'
import type { SendState } from '../types/send.ts'
import type {
  AccountState,
  AccountStoreState,
  AlertState,
  AuthState,
  ConnectionState,
  ConnectorsState,
  FeaturesState,
  LocaleState,
  ModalState,
  NamespaceConnection,
  NetworkStoreState,
  RouterState,
  SiwxState,
  SnackbarState,
  ThemeMode,
  ThemeState,
  TransactionsState,
  WalletsState,
} from '../types/state.ts'
import type { SwapState } from '../types/swap.ts'

/** The router as it is when the modal is closed (spec §2: Connect is the default view). */
export const INITIAL_ROUTER_STATE: RouterState = { view: 'Connect', history: [{ view: 'Connect' }] }

/** An empty Send form: nothing picked, nothing sent. */
export const INITIAL_SEND_STATE: SendState = { amountUnit: 'token', fee: { status: 'idle' } }

/** An empty Swap form at the default slippage (spec §9: 1%), no token list yet. */
export const INITIAL_SWAP_STATE: SwapState = {
  tokens: { status: 'idle' },
  slippage: String(SWAP_SLIPPAGE_TOLERANCE),
  quote: { status: 'idle' },
}

/** An empty Buy form, paying by card; no options loaded yet. */
export const INITIAL_ONRAMP_STATE: OnrampState = {
  options: { status: 'idle' },
  providers: [],
  purchaseCurrencies: [],
  paymentCurrencies: [],
  paymentMethod: 'card',
  quote: { status: 'idle' },
}

/** No payment asked for. */
export const INITIAL_PAY_STATE: PayState = {
  token: { status: 'idle' },
  fee: { status: 'idle' },
  exchanges: { status: 'idle' },
  status: 'idle',
}

/** No history loaded, for no one. */
export const INITIAL_TRANSACTIONS_STATE: TransactionsState = { items: [], loading: false }

export const INITIAL_WALLETS_STATE: WalletsState = {
  list: [],
  count: 0,
  page: 0,
  loading: false,
  search: { query: '', results: [], count: 0, loading: false },
  recent: [],
  featured: [],
  recommended: [],
}

/**
 * One zustand vanilla store per domain (ARCHITECTURE: small typed stores), in their start
 * state: every namespace of the adapters disconnected, each on its default network.
 */
export function createStores(options: ResolvedOptions, systemThemeMode: ThemeMode): PorticoStores {
  const namespaces = [
    ...new Set<ChainNamespace>([
      ...options.adapters.flatMap((adapter) => [adapter.namespace, ...(adapter.namespaces ?? [])]),
      ...options.networks.map((network) => network.chainNamespace),
    ]),
  ]
  const connections: Partial<Record<ChainNamespace, NamespaceConnection>> = {}
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  const networks: NetworkStoreState['namespaces'] = {}
  for (const namespace of namespaces) {
    connections[namespace] = { status: 'disconnected' }
    accounts[namespace] = {}
    networks[namespace] = { caipNetwork: defaultNetworkFor(options, namespace) }
  }

  return {
    modal: createStore<ModalState>(() => ({ open: false, shake: false })),
    router: createStore<RouterState>(() => INITIAL_ROUTER_STATE),
    connection: createStore<ConnectionState>(() => ({
      activeNamespace: options.defaultNetwork.chainNamespace,
      namespaces: connections,
    })),
    account: createStore<AccountStoreState>(() => ({ namespaces: accounts })),
    network: createStore<NetworkStoreState>(() => ({ namespaces: networks })),
    connectors: createStore<ConnectorsState>(() => ({ connectors: [] })),
    wallets: createStore<WalletsState>(() => INITIAL_WALLETS_STATE),
    transactions: createStore<TransactionsState>(() => INITIAL_TRANSACTIONS_STATE),
    alerts: createStore<AlertState>(() => ({})),
    snackbar: createStore<SnackbarState>(() => ({})),
    theme: createStore<ThemeState>(() => ({
      themeMode: options.themeMode,
      systemThemeMode,
      resolvedThemeMode: options.themeMode ?? systemThemeMode,
      themeVariables: options.themeVariables ?? {},
    })),
    locale: createStore<LocaleState>(() => {
      const systemLocale = resolveLocale(readSystemLanguages())
      return {
        locale: options.locale,
        systemLocale,
        resolvedLocale: options.locale ?? systemLocale,
      }
    }),
    pairing: createStore<PairingState>(() => ({ status: 'idle' })),
    auth: createStore<AuthState>(() => ({ start: { busy: false } })),
    siwx: createStore<SiwxState>(() => ({ namespaces: {} })),
    send: createStore<SendState>(() => INITIAL_SEND_STATE),
    swap: createStore<SwapState>(() => INITIAL_SWAP_STATE),
    pay: createStore<PayState>(() => INITIAL_PAY_STATE),
    onramp: createStore<OnrampState>(() => INITIAL_ONRAMP_STATE),
    features: createStore<FeaturesState>(() => ({
      features: applyFeatureRules(options.features, undefined),
      source: 'local',
    })),
  }
}
