import { cancelSocialLogin } from './actions/cancelSocialLogin.ts'
import { fetchWalletLists } from './actions/fetchWalletLists.ts'
import { reconnect } from './actions/reconnect.ts'
import { readSystemLanguages, resolveLocale } from './i18n/locales.ts'
import { startBalanceWatch } from './internal/account/startBalanceWatch.ts'
import { syncAuthFrame } from './internal/auth/syncAuthFrame.ts'
import { defaultNetworkFor } from './internal/connection/defaultNetworkFor.ts'
import { findAuthAdapter } from './internal/connection/getAuthAdapter.ts'
import { getPairingAdapter } from './internal/connection/getPairingAdapter.ts'
import { handleAdapterEvent } from './internal/connection/handleAdapterEvent.ts'
import { servesNamespace } from './internal/connection/servesNamespace.ts'
import { setConnectors } from './internal/connection/setConnectors.ts'
import { updateNamespaceState } from './internal/connection/updateNamespaceState.ts'
import { withTrustedWalletImage } from './internal/connection/withTrustedWalletImage.ts'
import { takeResultUriFromAddress } from './internal/modal/takeResultUriFromAddress.ts'
import { applyFeatureRules } from './internal/project/applyFeatureRules.ts'
import { flushAnalyticsOnPageHide } from './internal/project/flushAnalyticsOnPageHide.ts'
import { prefetchProjectRequests } from './internal/project/prefetchProjectRequests.ts'
import { cancelSwapQuote } from './internal/swap/cancelSwapQuote.ts'
import { storageKeys } from './storage/storageKeys.ts'
import type { AdapterRpcGateway } from './types/adapter.ts'
import type { PorticoConfig } from './types/config.ts'
import { DARK_SCHEME_QUERY } from './utils/readSystemThemeMode.ts'
import { telegramPlatform } from './utils/telegramPlatform.ts'

export type StartConfigReturnType = () => void

/**
 * Brings a config to life in the browser:
 * - restores the recent wallets, the active namespace and its network from storage;
 * - takes a Telegram mini-app `result_uri` out of the address bar (see `takeResultUri`) and
 *   finishes the social sign-in it comes back from;
 * - sets up every adapter (wallet discovery and events) and mirrors its connectors into the
 *   connectors store, flagging matching directory wallets `installed`; adapters get the server's
 *   RPC gateway (`rpcGateway`: `apiUrl` and the project id) when both are known, and the
 *   `metadata` option when given;
 * - handles adapter events (spec §4: account and chain changes, disconnects);
 * - mirrors the WalletConnect pairing (URI, expiry, errors) into the pairing store;
 * - follows the system colour scheme;
 * - keeps the connected account's native balance in step with the chain while the page is
 *   visible (`watchNativeBalance`);
 * - applies Telegram's social restrictions to the features (spec §6);
 * - reconnects the stored wallets when enabled (else every namespace is disconnected);
 * - with a project id: fetches the remote features and then checks the page origin (so 'Origin
 *   Not Allowed' is the alert left showing; adapters get the answer as `pageOriginAllowed`, and
 *   the embedded wallet loads no frame on a page the project does not allow), fetches the
 *   wallet lists, and asks whether analytics is on (spec §4, §5, §7); the code for the features,
 *   the origin check and analytics loads lazily (`startProjectServices`), as none of it is
 *   needed to paint the button, while their requests go out at once
 *   (`prefetchProjectRequests`); the lists' code is the page's own.
 * Returns a teardown that stops all of it. Starting a config that is already running shares
 * it (with a warning): it stops when the last of its starters stops.
 *
 * @example
 * const config = createConfig(options)
 * const stop = startConfig(config)
 * // later, e.g. on unmount
 * stop()
 */
export function startConfig(config: PorticoConfig): StartConfigReturnType {
  const current = running.get(config)
  if (current) {
    current.users += 1
    console.warn(
      '[portico] This config is already started, e.g. by a second <PorticoProvider> with the same config. It keeps running once; render one PorticoProvider at the root of the app.',
    )
  } else running.set(config, { users: 1, stop: startOnce(config) })
  let released = false
  return () => {
    const entry = running.get(config)
    if (released || !entry) return
    released = true
    entry.users -= 1
    if (entry.users > 0) return
    running.delete(config)
    entry.stop()
  }
}

// One running kit per config, however many times it is started: discovery, event handling and
// reconnect must not run twice on one config (two providers on one page).
const running = new WeakMap<PorticoConfig, { users: number; stop: () => void }>()

function startOnce(config: PorticoConfig): StartConfigReturnType {
  const { stores, storage, options } = config
  let stopped = false

  // Stored wallets keep only the icons the kit may load: anything could have written storage.
  const recent = storage.get(storageKeys.recentWallets)
  if (recent)
    stores.wallets.setState({
      recent: recent.map((wallet) => withTrustedWalletImage(config, wallet)),
    })
  restoreActiveNetwork(config)
  config.internal.resultUri = takeResultUriFromAddress()

  // The server's part starts first: the embedded wallet waits for the origin check before it
  // loads its frame. Its code loads lazily, beside the button's first paint; its requests
  // start now, so the origin check ends one round trip after the page, not two.
  if (options.projectId.trim()) {
    prefetchProjectRequests(config)
    // The lists' code is the page's own (about 0.6 KB gz): Connect's lists wait for their
    // answers alone, not for the services' chunk as well, and a dApp fetches one file fewer.
    void fetchWalletLists(config)
    config.internal.originCheck = import('./internal/project/startProjectServices.ts').then(
      ({ startProjectServices }) => (stopped ? undefined : startProjectServices(config)),
      () => undefined,
    )
  }
  const pageOriginAllowed = () => config.internal.originCheck ?? Promise.resolve(undefined)
  const rpcGateway = rpcGatewayOf(options)

  const stops = config.adapters.map((adapter) => {
    const stop = adapter.setup({
      networks: options.networks,
      emit: (event) => {
        if (!stopped) handleAdapterEvent(config, event, adapter)
      },
      pageOriginAllowed,
      // The key is absent, not undefined, when the URL or the project is not known.
      ...(rpcGateway && { rpcGateway }),
      ...(options.metadata && { metadata: options.metadata }),
    })
    setConnectors(config, adapter, adapter.getConnectors())
    return stop
  })
  const pairing = getPairingAdapter(config)?.pairing
  if (pairing) {
    stores.pairing.setState(pairing.getState(), true)
    stops.push(pairing.subscribe((state) => stores.pairing.setState(state, true)))
  }
  stops.push(followSystemTheme(config))
  stops.push(followSystemLocale(config))
  // Before any request can load the embedded wallet's frame: its address carries the language
  // (its light or dark follows once it is ready).
  stops.push(syncAuthFrame(config))
  // Analytics waits for idle moments: what is still waiting goes out as the page goes.
  stops.push(flushAnalyticsOnPageHide(config))
  // The button's balance follows the chain, also after transactions made outside the kit.
  stops.push(startBalanceWatch(config))
  // A Telegram mini-app reopened after a social sign-in finishes it (spec §2); the code for it
  // loads only then.
  if (config.internal.resultUri !== undefined && findAuthAdapter(config))
    void import('./internal/auth/resumeSocialLogin.ts').then(({ resumeSocialLogin }) =>
      stopped ? undefined : resumeSocialLogin(config),
    )
  const platform = telegramPlatform()
  if (platform && stores.features.getState().source === 'local')
    stores.features.setState({ features: applyFeatureRules(options.features, platform) })

  void reconnect(config)

  return () => {
    if (stopped) return
    stopped = true
    for (const stop of stops) stop()
    // A social sign-in's window and its watch end with the kit, as do the Swap form's quote
    // requests and refresh.
    cancelSocialLogin(config)
    cancelSwapQuote(config)
  }
}

/** The server's RPC gateway for the adapters, when the kit knows both its URL and the project. */
function rpcGatewayOf(options: PorticoConfig['options']): AdapterRpcGateway | undefined {
  const projectId = options.projectId.trim()
  if (!options.apiUrl || !projectId) return undefined
  return { apiUrl: options.apiUrl, projectId }
}

function restoreActiveNetwork(config: PorticoConfig): void {
  const { stores, storage, options, adapters } = config
  const namespace = storage.get(storageKeys.activeNamespace)
  if (namespace && adapters.some((adapter) => servesNamespace(adapter, namespace)))
    stores.connection.setState({ activeNamespace: namespace })

  const caipNetworkId = storage.get(storageKeys.activeCaipNetworkId)
  const network = options.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (network) {
    updateNamespaceState(
      stores.network,
      network.chainNamespace,
      { caipNetwork: network },
      'replace',
    )
    return
  }
  const active = stores.connection.getState().activeNamespace
  const fallback = defaultNetworkFor(options, active)
  if (fallback) updateNamespaceState(stores.network, active, { caipNetwork: fallback }, 'replace')
}

/** The browser's languages can change while the page is open (`languagechange`). */
function followSystemLocale(config: PorticoConfig): () => void {
  if (typeof window === 'undefined') return () => {}
  const update = () => {
    const systemLocale = resolveLocale(readSystemLanguages())
    config.stores.locale.setState((state) => ({
      systemLocale,
      resolvedLocale: state.locale ?? systemLocale,
    }))
  }
  window.addEventListener('languagechange', update)
  return () => window.removeEventListener('languagechange', update)
}

function followSystemTheme(config: PorticoConfig): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DARK_SCHEME_QUERY)
  const update = () => {
    const systemThemeMode = query.matches ? 'dark' : 'light'
    config.stores.theme.setState((state) => ({
      systemThemeMode,
      resolvedThemeMode: state.themeMode ?? systemThemeMode,
    }))
  }
  update()
  query.addEventListener('change', update)
  return () => query.removeEventListener('change', update)
}
