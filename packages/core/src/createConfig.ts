import * as v from 'valibot'
import { ALERTS } from './alerts/alertCatalogue.ts'
import { reportProviderMessage } from './alerts/reportProviderMessage.ts'
import { createAnalyticsApi } from './api/createAnalyticsApi.ts'
import { createBlockchainApi } from './api/createBlockchainApi.ts'
import { createDirectoryApi } from './api/createDirectoryApi.ts'
import { createHttpClient } from './api/createHttpClient.ts'
import { createOnrampApi } from './api/createOnrampApi.ts'
import { createPayApi } from './api/createPayApi.ts'
import { DEFAULT_ACCOUNT_TYPES } from './constants.ts'
import { InvalidOptionError, SiweAndSiwxError } from './errors/config.ts'
import { missingApiUrlError, resolveApiUrl } from './internal/project/resolveApiUrl.ts'
import { resolveFeatures } from './internal/project/resolveFeatures.ts'
import { warnUnknownOptions } from './internal/project/warnUnknownOptions.ts'
import { createQueryCache } from './query/queryCache.ts'
import { optionsSchema } from './schemas/optionsSchema.ts'
import { createStorage } from './storage/createStorage.ts'
import { createStores } from './stores/createStores.ts'
import type { PorticoConfig, ResolvedOptions } from './types/config.ts'
import type { PorticoOptions } from './types/options.ts'
import { isMobile } from './utils/isMobile.ts'
import { readSystemThemeMode } from './utils/readSystemThemeMode.ts'

/** Where the kit finds its server on a localhost page unless told otherwise (`resolveApiUrl`). */
export { DEFAULT_API_URL } from './internal/project/resolveApiUrl.ts'
/** Time limit of each server call, in ms. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000

export type CreateConfigParameters = PorticoOptions
export type CreateConfigReturnType = PorticoConfig
export type CreateConfigErrorType = InvalidOptionError | SiweAndSiwxError

/**
 * Checks the options, applies the defaults (spec §9) and creates the stores, the typed storage
 * and the API clients. An unknown option is warned about once; `siweConfig` with `siwx` throws
 * `SiweAndSiwxError`; a wrong-typed option throws an `InvalidOptionError` naming it; a missing
 * project id is not thrown but shown as the 'Project ID Not Configured' alert (spec §5, §8).
 * Without `apiUrl`, a page on localhost uses `DEFAULT_API_URL` (the local server); any other page
 * is not thrown at either (the page keeps working) but shows the 'Missing option: apiUrl' alert
 * and logs it, and every server call fails with `MissingOptionError` instead of calling the
 * visitor's own machine. Safe during server rendering: it touches `window` only where one
 * exists, and without a page a missing `apiUrl` fails only at the first server call.
 *
 * @example
 * const config = createConfig({
 *   projectId: 'demo',
 *   networks: [local],
 *   adapters: [evmAdapter()],
 * })
 * const stop = startConfig(config)
 */
export function createConfig(options: CreateConfigParameters): CreateConfigReturnType {
  warnUnknownOptions(options)
  const checked = v.safeParse(optionsSchema, options)
  if (!checked.success) {
    const [issue] = checked.issues
    throw new InvalidOptionError(v.getDotPath(issue) ?? 'options', {
      details: issue.message,
    })
  }

  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new SiweAndSiwxError()
  const resolved = resolveOptions(options)
  const stores = createStores(resolved, readSystemThemeMode())
  const http = createHttpClient({
    baseUrl: resolved.apiUrl,
    apiUrlSetIn: 'createConfig',
    projectId: resolved.projectId,
    timeoutMs: resolved.requestTimeoutMs,
    fetch: resolved.fetch,
    onErrorMessage: (message) => reportProviderMessage(config, message),
  })
  const config: PorticoConfig = {
    options: resolved,
    adapters: resolved.adapters,
    stores,
    storage: createStorage(resolved.storage),
    api: {
      directory: createDirectoryApi(http),
      blockchain: createBlockchainApi(http),
      analytics: createAnalyticsApi(http),
      pay: createPayApi(http),
      onramp: createOnrampApi(http),
    },
    internal: {
      walletConnectConnect: undefined,
      resultUri: undefined,
      connectorsByAdapter: new Map(),
      queries: createQueryCache(),
      ownTransactions: { records: [], shown: new WeakSet() },
      reportedAlerts: new Set(),
      originCheck: undefined,
      localFeatures: options.features ?? {},
      eventListeners: new Set(),
      analytics: { status: 'pending', queue: [], outbox: [], errorReportTimes: [] },
      snackbarTimer: undefined,
      emailLoginId: 0,
      socialLogin: undefined,
      shakeTimer: undefined,
      sendTransfer: undefined,
      swap: {
        quoteTimer: undefined,
        run: undefined,
      },
      onramp: {
        quoteTimer: undefined,
        checkout: undefined,
      },
      pay: { run: undefined, checkout: undefined, id: 0, recheck: undefined, abandon: undefined },
      nextSnackbarId: 1,
    },
  }

  if (!resolved.projectId.trim())
    stores.alerts.setState({ alert: ALERTS.PROJECT_ID_NOT_CONFIGURED })
  if (resolved.apiUrl === undefined && typeof window !== 'undefined') {
    const missing = missingApiUrlError('createConfig')
    console.error(`[portico] ${missing.message}`)
    stores.alerts.setState({
      alert: {
        variant: 'error',
        code: 'MISSING_OPTION',
        message: 'Missing option: apiUrl',
        details: missing.hint,
      },
    })
  }
  return config
}

function resolveOptions(options: PorticoOptions): ResolvedOptions {
  const { features = {} } = options
  const [firstNetwork, ...otherNetworks] = options.networks
  // The options' schema has refused an empty list already; this tells the types.
  if (!firstNetwork)
    throw new InvalidOptionError('networks', { details: 'Expected at least one network' })
  const networks = [firstNetwork, ...otherNetworks] as const
  const defaultNetwork = options.defaultNetwork ?? firstNetwork
  if (!networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId))
    throw new InvalidOptionError('defaultNetwork', {
      details: `${defaultNetwork.caipNetworkId} is not one of the networks`,
    })
  // One adapter of its own per namespace; an adapter that pairs (WalletConnect) or signs in by
  // e-mail (the embedded wallet) may join them.
  const namespaces = options.adapters
    .filter((adapter) => !adapter.pairing && !adapter.auth)
    .map((adapter) => adapter.namespace)
  if (new Set(namespaces).size !== namespaces.length)
    throw new InvalidOptionError('adapters', { details: 'One adapter per chain namespace' })
  if (options.adapters.filter((adapter) => adapter.pairing).length > 1)
    throw new InvalidOptionError('adapters', { details: 'One WalletConnect adapter at most' })
  if (options.adapters.filter((adapter) => adapter.auth).length > 1)
    throw new InvalidOptionError('adapters', { details: 'One embedded-wallet adapter at most' })

  return {
    ...options,
    networks,
    projectId: options.projectId ?? '',
    apiUrl: resolveApiUrl(options.apiUrl, globalThis.location),
    defaultNetwork,
    features: resolveFeatures(features),
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    append: options.append ?? true,
    embedded: options.embedded ?? false,
    manualWCControl: options.manualWCControl ?? false,
    isMobile: options.isMobile ?? isMobile,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  }
}
