import {
  type AdapterConnection,
  type AdapterEvent,
  type ChainAdapter,
  ChainNotSupportedError,
  ConnectionRejectedError,
  type Connector,
  ConnectorNotFoundError,
  DEFAULT_LOG_LEVEL,
  DISCONNECT_TIMEOUT_MS,
  InvalidChainIdError,
  InvalidWalletResponseError,
  ModalClosedError,
  type Network,
  NotConnectedError,
  type PairingController,
  type PorticoError,
  parseChainId,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '@portico/core'
import { addChainParameters, isAddChainError } from '@portico/evm'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import { RelayUnavailableError } from './errors/RelayUnavailableError.ts'
import { buildEip155Namespace } from './namespaces.ts'
import { createPairingStore, type PairingStore } from './pairing/createPairingStore.ts'
import { getErrorCode, getErrorMessage } from './provider/getErrorCode.ts'
import { mapWalletConnectError, USER_REJECTED_CODE } from './provider/mapWalletConnectError.ts'
import { parseSessionAccounts } from './provider/parseSessionAccounts.ts'

/** The one connector this adapter lists. */
export const WALLET_CONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** Default bound on reaching the relay (provider start plus a pairing URI), in ms. */
export const DEFAULT_RELAY_TIMEOUT_MS = 10_000

/** Key-value storage the WalletConnect client keeps its sessions in (default: IndexedDB / file). */
export type WalletConnectStorage = NonNullable<UniversalProviderOpts['storage']>

export interface WalletConnectAdapterParameters {
  projectId: string
  /** The relay's WebSocket URL, e.g. `ws://127.0.0.1:4444` for `@portico/relay`. */
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /**
   * The Verify API. `false` (the default) stubs it out: no verify iframe and no 5 s wait offline.
   * `{ url }` uses that verify server.
   */
  verify?: false | { url: string }
  /** Storage key prefix, so that several clients in one process do not share a Core. */
  storagePrefix?: string
  /** Where sessions are kept; the WalletConnect default when omitted. */
  storage?: WalletConnectStorage
  /** The WalletConnect client's log level (default `DEFAULT_LOG_LEVEL`, `'silent'` in tests). */
  logLevel?: string
  /** How long the relay may take to give a pairing URI (or restore a session), in ms. */
  relayTimeoutMs?: number
  /** The clock for the pairing expiry (default `Date.now`). */
  now?: () => number
}

export interface WalletConnectAdapter extends ChainAdapter {
  /** The pairing URI of a connect in progress, its expiry, retry and cancel. */
  readonly pairing: PairingController
  /** Sends any request (`eth_sendTransaction`, …) to the wallet through the session. */
  request<T = unknown>(parameters: { method: string; params?: unknown }): Promise<T>
  /** Closes the relay socket and the client's timers. The adapter can start again afterwards. */
  destroy(): Promise<void>
}

interface PendingConnect {
  network: Network | undefined
  resolve: (connection: AdapterConnection) => void
  reject: (error: PorticoError) => void
}

/**
 * The WalletConnect v2 adapter (`eip155`) on the official `@walletconnect/universal-provider`,
 * loaded on first use and shared by every later call. `connect` proposes a session for every
 * configured EVM network and exposes the pairing URI through `pairing`; requests go to the
 * wallet through the session. Every failure is a `PorticoError`.
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { walletConnectAdapter } from '@portico/walletconnect'
 *
 * const walletConnect = walletConnectAdapter({ projectId, relayUrl, metadata })
 * const config = createConfig({ projectId, networks: [mainnet], adapters: [walletConnect] })
 * walletConnect.pairing.subscribe((state) => showQrCode(state.uri))
 */
export function walletConnectAdapter(
  parameters: WalletConnectAdapterParameters,
): WalletConnectAdapter {
  const now = parameters.now ?? Date.now
  const relayTimeoutMs = parameters.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  const pairing = createPairingStore({ now })
  let networks: readonly Network[] = []
  let emit: (event: AdapterEvent) => void = () => {}
  let providerPromise: Promise<UniversalProvider> | undefined
  let pending: PendingConnect | undefined
  let attempt = 0
  let connected = false
  /** The chain last reported to core: the provider reports one switch up to twice. */
  let lastChainId: number | undefined

  const connectorId = WALLET_CONNECT_CONNECTOR.id
  const emitDisconnect = () => {
    if (!connected) return
    connected = false
    lastChainId = undefined
    emit({ type: 'disconnect', connectorId, namespace: 'eip155' })
  }

  const watch = (provider: UniversalProvider) => {
    provider.on('accountsChanged', (accounts: unknown) => {
      const list = Array.isArray(accounts) ? accounts : []
      const valid = list.flatMap((value: unknown) => {
        const address = typeof value === 'string' ? value.split(':').at(-1) : undefined
        return address && /^0x[0-9a-fA-F]{40}$/.test(address) ? [address] : []
      })
      if (valid.length !== list.length) console.warn('WalletConnect: ignored invalid accounts')
      if (list.length > 0 && valid.length === 0) return
      emit({
        type: 'accountsChanged',
        connectorId,
        namespace: 'eip155',
        accounts: [...new Set(valid)].map((address) => ({ address, namespace: 'eip155' })),
      })
    })
    provider.on('chainChanged', (value: unknown) => {
      try {
        const raw = typeof value === 'string' && value.includes(':') ? value.split(':')[1] : value
        const chainId = parseChainId(raw)
        if (chainId === lastChainId) return
        lastChainId = chainId
        emit({ type: 'chainChanged', connectorId, namespace: 'eip155', chainId })
      } catch (error) {
        if (!(error instanceof InvalidChainIdError)) throw error
        console.warn(`WalletConnect: ignored chainChanged with an invalid chain id`, error.details)
      }
    })
    provider.on('session_delete', emitDisconnect)
    provider.on('disconnect', emitDisconnect)
  }

  const createProvider = async (): Promise<UniversalProvider> => {
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    const { verify } = parameters
    const provider = await UniversalProvider.init({
      projectId: parameters.projectId,
      relayUrl: parameters.relayUrl,
      metadata: { ...parameters.metadata, ...(verify ? { verifyUrl: verify.url } : {}) },
      logger: parameters.logLevel ?? DEFAULT_LOG_LEVEL,
      telemetryEnabled: false,
      ...(parameters.storagePrefix ? { customStoragePrefix: parameters.storagePrefix } : {}),
      ...(parameters.storage ? { storage: parameters.storage } : {}),
    })
    if (!verify)
      Object.assign(provider.client.core.verify, {
        register: async () => undefined,
        resolve: async () => undefined,
      })
    watch(provider)
    return provider
  }

  /** The shared provider; a start that fails is forgotten so that the next call tries again. */
  const getProvider = (): Promise<UniversalProvider> => {
    if (!providerPromise) {
      const started = createProvider()
      providerPromise = started
      started.catch(() => {
        if (providerPromise === started) providerPromise = undefined
      })
    }
    return providerPromise
  }

  const withRelayTimeout = <T>(promise: Promise<T>, what: string): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new RelayUnavailableError({ details: `${what} took over ${relayTimeoutMs} ms` })),
        relayTimeoutMs,
      )
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  }

  const readConnection = (provider: UniversalProvider): AdapterConnection => {
    const session = provider.session
    if (!session) throw new NotConnectedError()
    const chainId = readChainId(provider)
    const accounts = parseSessionAccounts(session.namespaces.eip155?.accounts, chainId)
    lastChainId = chainId
    return { connectorId, accounts, chainId }
  }

  const requireSession = async (): Promise<UniversalProvider> => {
    const provider = providerPromise ? await providerPromise : undefined
    if (!provider?.session) throw new NotConnectedError({ details: 'No WalletConnect session' })
    return provider
  }

  const requireConnector = (id: string) => {
    if (id !== connectorId)
      throw new ConnectorNotFoundError({ details: `No WalletConnect connector '${id}'` })
  }

  /** One proposal: a fresh URI for the pending connect. A later attempt makes this one stale. */
  const startAttempt = () => {
    const id = ++attempt
    const current = () => id === attempt && pending !== undefined
    pairing.setLoading()
    void (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let provider: UniversalProvider | undefined
      const onUri = (uri: string) => {
        if (!current()) return
        clearTimeout(timer)
        pairing.setUri(uri)
      }
      try {
        // Bounds the relay part only (start, proposal, URI): the wallet may take its time.
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            reject(
              new RelayUnavailableError({
                details: `No pairing URI from ${parameters.relayUrl} within ${relayTimeoutMs} ms`,
              }),
            )
          }, relayTimeoutMs)
        })
        provider = await Promise.race([getProvider(), timedOut])
        if (!current()) return
        provider.on('display_uri', onUri)
        const eip155 = buildEip155Namespace(networks)
        await Promise.race([provider.connect({ optionalNamespaces: { eip155 } }), timedOut])
        if (!current()) return
        const network = pending?.network
        if (network && isApproved(provider, network)) {
          // The dApp's preferred chain, when approved; core hears of it in the connection itself.
          lastChainId = parseChainId(network.id)
          provider.setDefaultChain(network.caipNetworkId)
        }
        const connection = readConnection(provider)
        connected = true
        const done = pending
        pending = undefined
        pairing.reset()
        done?.resolve(connection)
      } catch (error) {
        if (current()) fail(mapWalletConnectError(error, 'connect'))
      } finally {
        clearTimeout(timer)
        provider?.removeListener('display_uri', onUri)
      }
    })()
  }

  const fail = (error: PorticoError) => {
    const done = pending
    pending = undefined
    attempt++
    if (error instanceof ConnectionRejectedError) pairing.setRejected(error)
    else pairing.setError(error)
    done?.reject(error)
  }

  return {
    namespace: 'eip155',
    pairing: {
      getState: pairing.getState,
      subscribe: pairing.subscribe,
      isExpired: pairing.isExpired,
      retry() {
        if (!pending) return false
        startAttempt()
        return true
      },
      cancel() {
        if (!pending) return
        const done = pending
        pending = undefined
        attempt++
        pairing.reset()
        done.reject(new ModalClosedError())
      },
    },

    setup({ networks: configured, emit: emitEvent }) {
      networks = configured.filter((network) => network.chainNamespace === 'eip155')
      emit = emitEvent
      emit({ type: 'connectors', namespace: 'eip155', connectors: [WALLET_CONNECT_CONNECTOR] })
      return () => {
        emit = () => {}
      }
    },

    getConnectors: () => [WALLET_CONNECT_CONNECTOR],

    connect({ connectorId: id, network }) {
      requireConnector(id)
      pending?.reject(new ModalClosedError({ details: 'A new connect replaced this one' }))
      return new Promise<AdapterConnection>((resolve, reject) => {
        pending = { network, resolve, reject }
        startAttempt()
      })
    },

    async reconnect({ connectorId: id }) {
      if (id !== connectorId) return undefined
      const provider = await withRelayTimeout(getProvider(), 'Restoring the session')
      if (!provider.session?.namespaces.eip155) return undefined
      const connection = readConnection(provider)
      connected = true
      return connection
    },

    async disconnect({ connectorId: id }) {
      requireConnector(id)
      connected = false
      const provider = providerPromise ? await providerPromise.catch(() => undefined) : undefined
      if (!provider?.session) return
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          provider.disconnect(),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, DISCONNECT_TIMEOUT_MS)
          }),
        ])
      } catch {
        // Best effort: the session is gone locally whether or not the wallet heard of it.
      } finally {
        clearTimeout(timer)
      }
    },

    async switchNetwork({ connectorId: id, network }) {
      requireConnector(id)
      if (network.chainNamespace !== 'eip155')
        throw new UnsupportedNamespaceError({
          details: `${network.caipNetworkId} is not an EVM chain`,
        })
      const provider = await requireSession()
      const chainId = `0x${parseChainId(network.id).toString(16)}`
      const switchRequest = { method: 'wallet_switchEthereumChain', params: [{ chainId }] }
      try {
        await provider.request(switchRequest)
        return
      } catch (error) {
        if (!isAddChainError(error)) {
          if (getErrorCode(error) === undefined && /Failed to switch/.test(getErrorMessage(error)))
            throw new ChainNotSupportedError({ cause: error, details: getErrorMessage(error) })
          throw mapWalletConnectError(error, 'request')
        }
      }
      try {
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [addChainParameters(network, chainId)],
        })
        await provider.request(switchRequest)
      } catch (error) {
        if (getErrorCode(error) === USER_REJECTED_CODE)
          throw new UserRejectedRequestError({ cause: error })
        throw new ChainNotSupportedError({
          cause: error,
          code: getErrorCode(error),
          details: `The wallet could not add ${network.caipNetworkId}`,
        })
      }
    },

    async signMessage({ connectorId: id, address, message }) {
      requireConnector(id)
      const provider = await requireSession()
      let signature: unknown
      try {
        signature = await provider.request({
          method: 'personal_sign',
          params: [utf8ToHex(message), address],
        })
      } catch (error) {
        throw mapWalletConnectError(error, 'request')
      }
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{62,}$/.test(signature))
        throw new InvalidWalletResponseError({ details: 'personal_sign returned no signature' })
      return signature
    },

    async request<T>({ method, params }: { method: string; params?: unknown }): Promise<T> {
      const provider = await requireSession()
      try {
        return await provider.request<T>({ method, params: params as unknown[] | undefined })
      } catch (error) {
        throw mapWalletConnectError(error, 'request')
      }
    },

    async destroy() {
      const started = providerPromise
      providerPromise = undefined
      if (pending) fail(new ModalClosedError({ details: 'The adapter was destroyed' }))
      // Bounded: a client still starting against a dead relay is not waited for forever.
      const provider = started
        ? await withRelayTimeout(started, 'Starting the client').catch(() => undefined)
        : undefined
      if (!provider) return
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
      // @walletconnect/core 2.x caches its Core per storage prefix on globalThis; drop the closed
      // one so that a later adapter with this prefix (a reload, in tests) starts a fresh Core.
      const key = `_walletConnectCore_${parameters.storagePrefix ?? ''}`
      const globals = globalThis as Record<string, unknown>
      if (globals[key] === provider.client.core) {
        delete globals[key]
        delete globals[`${key}_count`]
      }
    },
  }
}

function readChainId(provider: UniversalProvider): number {
  const chain = provider.rpcProviders.eip155?.getDefaultChain()
  return parseChainId(chain)
}

function isApproved(provider: UniversalProvider, network: Network): boolean {
  const accounts = provider.session?.namespaces.eip155?.accounts ?? []
  return accounts.some((account) => account.startsWith(`${network.caipNetworkId}:`))
}

function utf8ToHex(message: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
