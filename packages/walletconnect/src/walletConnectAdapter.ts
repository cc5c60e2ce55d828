import {
  type AdapterConnection,
  type AdapterEvent,
  type AdapterRpcGateway,
  type ChainAdapter,
  type ChainNamespace,
  ConnectionRejectedError,
  type Connector,
  ConnectorNotFoundError,
  DEFAULT_LOG_LEVEL,
  type DeepLinkChoice,
  InvalidWalletResponseError,
  type Metadata,
  ModalClosedError,
  mapWalletError,
  type Network,
  NotConnectedError,
  type PairingController,
  type PorticoError,
  RequestedChainsNotSupportedError,
  UnsupportedNamespaceError,
} from '@portico/core'
import { evmAddressChecks, evmSwaps, evmTransfers } from '@portico/evm'
import { RelayUnavailableError } from './errors/RelayUnavailableError.ts'
import {
  buildOptionalNamespaces,
  WALLET_CONNECT_NAMESPACES,
  type WalletConnectNamespace,
} from './namespaces.ts'
import { createPairingStore } from './pairing/createPairingStore.ts'
import { isPairingUri } from './pairing/isPairingUri.ts'
import { setDeepLinkChoice } from './pairing/setDeepLinkChoice.ts'
import { WALLETCONNECT_ERROR_RULES } from './provider/walletConnectErrorRules.ts'
import type { SessionClient } from './session/createSessionClient.ts'
import type { WalletConnectStorage } from './session/WalletConnectStorage.ts'
import type { WalletConnectMetadata } from './session/walletConnectMetadata.ts'

/** The one connector this adapter lists. */
export const WALLET_CONNECT_CONNECTOR: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** Default bound on reaching the relay (provider start plus a pairing URI), in ms. */
export const DEFAULT_RELAY_TIMEOUT_MS = 10_000

export interface WalletConnectAdapterParameters {
  projectId: string
  /** The relay's WebSocket URL, e.g. `ws://127.0.0.1:4444` for `@portico/relay`. */
  relayUrl: string
  /**
   * The dApp as wallets see it in the pairing proposal. Default: the kit's `metadata` option
   * (core hands it to `setup`), else the page's title and origin.
   */
  metadata?: WalletConnectMetadata
  /**
   * The namespaces one session may span (default all: eip155, solana, bip122). `eip155`, the
   * adapter's own namespace, is always included.
   */
  namespaces?: readonly WalletConnectNamespace[]
  /**
   * The Verify API. `false` (the default) stubs it out: no verify iframe and no 5 s wait offline.
   * `{ url }` keeps it and announces that server in the dApp's metadata (`verifyUrl`). Note:
   * WalletConnect 2.25 still attests through verify.walletconnect.org in the browser, and wallets
   * use a `verifyUrl` only when it is on their trusted list.
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

/** A request to the wallet through the session. */
export interface WalletConnectRequestParameters {
  /** Checked when given (core passes it). */
  connectorId?: string
  method: string
  params?: unknown
  /** Default `eip155`. */
  namespace?: ChainNamespace
  /** The chain reference (EVM number, CAIP-2 reference otherwise); default: the current one. */
  chainId?: number | string
}

/** The pairing controller of this adapter, with the deep link choice the sign client reads. */
export interface WalletConnectPairing extends PairingController {
  prepare(): Promise<void>
  setDeepLinkChoice(choice: DeepLinkChoice | undefined): void
}

export interface WalletConnectAdapter extends ChainAdapter {
  readonly namespace: 'eip155'
  readonly namespaces: readonly WalletConnectNamespace[]
  /** The pairing URI of a connect in progress, its expiry, retry, cancel and deep link choice. */
  readonly pairing: WalletConnectPairing
  /** Sends any request (`eth_sendTransaction`, `signPsbt`, …) to the wallet through the session. */
  request<T = unknown>(parameters: WalletConnectRequestParameters): Promise<T>
  /** Closes the relay socket and the client's timers. The adapter can start again afterwards. */
  destroy(): Promise<void>
}

interface PendingConnect {
  namespace: ChainNamespace
  network: Network | undefined
  resolve: (connection: AdapterConnection) => void
  reject: (error: PorticoError) => void
}

/**
 * The WalletConnect v2 adapter on the official `@walletconnect/universal-provider` (loaded on
 * first use). One session spans every namespace it serves (eip155, solana, bip122): `connect`
 * proposes every configured network of each, resolves with the connection of the namespace asked
 * for and then tells core, as `connected` events, of the other namespaces the wallet granted.
 * Calls carry the namespace they are for; every failure is a `PorticoError`. `transfers` sends
 * native and ERC-20 transfers through the eip155 namespace (`evmTransfers` of @portico/evm), and
 * `swaps` checks the swap service's transactions for it (`evmSwaps`).
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { walletConnectAdapter } from '@portico/walletconnect'
 *
 * const walletConnect = walletConnectAdapter({ projectId, relayUrl, metadata })
 * const config = createConfig({ projectId, networks: [mainnet, solana], adapters: [walletConnect] })
 * walletConnect.pairing.subscribe((state) => showQrCode(state.uri))
 */
export function walletConnectAdapter(
  parameters: WalletConnectAdapterParameters,
): WalletConnectAdapter {
  const now = parameters.now ?? Date.now
  const relayTimeoutMs = parameters.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  // eip155, the adapter's own namespace, always; the others as asked (default: all).
  const asked = parameters.namespaces ?? WALLET_CONNECT_NAMESPACES
  const namespaces = WALLET_CONNECT_NAMESPACES.filter(
    (namespace) => namespace === 'eip155' || asked.includes(namespace),
  )
  const pairing = createPairingStore({ now })
  let networks: readonly Network[] = []
  let emit: (event: AdapterEvent) => void = () => {}
  /** Core's RPC gateway from `setup`: the eip155 transfers read through it first. */
  let rpcGateway: AdapterRpcGateway | undefined
  /** The kit's `metadata` option, from `setup`. */
  let kitMetadata: Metadata | undefined
  let clientPromise: Promise<SessionClient> | undefined
  /**
   * eip155's checks from the start (Pay checks a hash before anything connects); solana's and
   * bip122's join when the session client loads (its chunk has them, ~0.6 KB that would
   * otherwise load up front), which is before any account of theirs can connect.
   */
  const addressChecks: NonNullable<ChainAdapter['addressChecks']> = { eip155: evmAddressChecks }
  let pending: PendingConnect | undefined
  let attempt = 0

  const connectorId = WALLET_CONNECT_CONNECTOR.id
  const serves = (namespace: ChainNamespace): namespace is WalletConnectNamespace =>
    (namespaces as readonly ChainNamespace[]).includes(namespace)

  /**
   * The relay refused the client, which reported it to core and closed itself (see
   * `onRelayError`): a connect waiting for a pairing URI fails now rather than at the relay
   * timeout, and the next attempt starts a new client.
   */
  const relayRefused = (message: string) => {
    clientPromise = undefined
    if (pending) fail(new RelayUnavailableError({ details: message }))
  }

  const createClient = async (): Promise<SessionClient> => {
    const { createSessionClient } = await import('./session/createSessionClient.ts')
    const client = await createSessionClient({
      projectId: parameters.projectId,
      relayUrl: parameters.relayUrl,
      // The adapter's own, else the kit's option's (filled from the page there, lazily).
      metadata: parameters.metadata ?? kitMetadata,
      logLevel: parameters.logLevel ?? DEFAULT_LOG_LEVEL,
      connectorId,
      emit: (event) => emit(event),
      onRelayError: relayRefused,
      ...(parameters.verify ? { verify: parameters.verify } : {}),
      ...(parameters.storagePrefix ? { storagePrefix: parameters.storagePrefix } : {}),
      ...(parameters.storage ? { storage: parameters.storage } : {}),
    })
    for (const namespace of namespaces) addressChecks[namespace] = client.addressChecks[namespace]
    return client
  }

  /** The shared client; a start that fails is forgotten so that the next call tries again. */
  const getClient = (): Promise<SessionClient> => {
    if (!clientPromise) {
      const started = createClient()
      clientPromise = started
      started.catch(() => {
        if (clientPromise === started) clientPromise = undefined
      })
    }
    return clientPromise
  }

  /** The client, when one was started; `NotConnectedError` otherwise. */
  const requireClient = async (): Promise<SessionClient> => {
    const client = clientPromise ? await clientPromise.catch(() => undefined) : undefined
    if (!client) throw new NotConnectedError({ details: 'No WalletConnect session' })
    return client
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

  const requireConnector = (id: string) => {
    if (id !== connectorId)
      throw new ConnectorNotFoundError({ details: `No WalletConnect connector '${id}'` })
  }

  /**
   * One proposal: a fresh URI for the pending connect. A later attempt (retry, cancel, another
   * connect) makes this one stale: a session the wallet still approves for it is ended.
   */
  const startAttempt = (request: PendingConnect) => {
    const id = ++attempt
    const current = () => id === attempt && pending !== undefined
    pairing.setLoading()
    void (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined
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
        const client = await Promise.race([getClient(), timedOut])
        if (!current()) return
        const onUri = (uri: string) => {
          if (!current()) return
          clearTimeout(timer)
          if (isPairingUri(uri)) pairing.setUri(uri)
          else fail(new InvalidWalletResponseError({ details: 'The pairing URI is malformed' }))
        }
        const optionalNamespaces = buildOptionalNamespaces(networks, namespaces)
        const session = await Promise.race([
          client.propose({ optionalNamespaces, onUri }),
          timedOut,
        ])
        if (!current()) return await client.discard(session)
        const approved = await client.readApproved(session, {
          namespaces,
          preferred:
            request.network?.chainNamespace === request.namespace ? request.network : undefined,
        })
        if (!current()) return await client.discard(session)
        const { connection, others, dropped } = await client.adopt(
          session,
          approved,
          request.namespace,
        )
        if (!current()) return await client.disconnect(request.namespace)
        pending = undefined
        pairing.reset()
        request.resolve(connection)
        // After core has applied the namespace asked for.
        setTimeout(() => {
          for (const namespace of dropped) emit({ type: 'disconnect', connectorId, namespace })
          for (const other of others)
            emit({ type: 'connected', namespace: other.namespace, connection: other.connection })
        }, 0)
      } catch (error) {
        if (current())
          fail(mapWalletError(error, { context: 'connect', ...WALLETCONNECT_ERROR_RULES }))
      } finally {
        clearTimeout(timer)
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

  const request = async <T>(request: WalletConnectRequestParameters): Promise<T> => {
    const { connectorId: id, namespace = 'eip155', ...rest } = request
    if (id !== undefined) requireConnector(id)
    if (!serves(namespace))
      throw new UnsupportedNamespaceError({
        details: `WalletConnect does not serve ${namespace}`,
      })
    return await (await requireClient()).request<T>({ ...rest, namespace })
  }

  return {
    namespace: 'eip155',
    namespaces,
    pairing: {
      getState: pairing.getState,
      subscribe: pairing.subscribe,
      isExpired: pairing.isExpired,
      async prepare() {
        // The code and the client (keys, storage); its socket opens with the first proposal.
        // Failures are left to the connect that follows: it starts again and reports them.
        await getClient().catch(() => undefined)
      },
      retry() {
        if (!pending) return false
        startAttempt(pending)
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
      setDeepLinkChoice,
    },

    setup({ networks: configured, emit: emitEvent, rpcGateway: gateway, metadata }) {
      networks = configured.filter((network) => serves(network.chainNamespace))
      emit = emitEvent
      rpcGateway = gateway
      kitMetadata = metadata
      emit({ type: 'connectors', namespace: 'eip155', connectors: [WALLET_CONNECT_CONNECTOR] })
      return () => {
        emit = () => {}
      }
    },

    getConnectors: () => [WALLET_CONNECT_CONNECTOR],

    connect({ connectorId: id, network, namespace = 'eip155' }) {
      return new Promise<AdapterConnection>((resolve, reject) => {
        requireConnector(id)
        if (!serves(namespace))
          throw new UnsupportedNamespaceError({
            details: `WalletConnect does not serve ${namespace}`,
          })
        if (!networks.some((candidate) => candidate.chainNamespace === namespace))
          throw new RequestedChainsNotSupportedError({
            details: `No ${namespace} network is configured`,
          })
        pending?.reject(new ModalClosedError({ details: 'A new connect replaced this one' }))
        pending = { namespace, network, resolve, reject }
        startAttempt(pending)
      })
    },

    async reconnect({ connectorId: id, namespace = 'eip155' }) {
      if (id !== connectorId || !serves(namespace)) return undefined
      const client = await withRelayTimeout(getClient(), 'Restoring the session')
      return await client.restore(namespace)
    },

    async disconnect({ connectorId: id, namespace = 'eip155' }) {
      requireConnector(id)
      const client = clientPromise ? await clientPromise.catch(() => undefined) : undefined
      await client?.disconnect(namespace)
    },

    async switchNetwork({ connectorId: id, network }) {
      requireConnector(id)
      if (!serves(network.chainNamespace))
        throw new UnsupportedNamespaceError({
          details: `WalletConnect does not serve ${network.caipNetworkId}`,
        })
      await (await requireClient()).switchNetwork(network)
    },

    async signMessage({ connectorId: id, address, message, namespace = 'eip155' }) {
      requireConnector(id)
      if (!serves(namespace))
        throw new UnsupportedNamespaceError({
          details: `WalletConnect does not serve ${namespace}`,
        })
      return await (await requireClient()).signMessage({ namespace, address, message })
    },

    request,

    // EVM transfers through the session's eip155 namespace, on its current chain (the wallet's
    // eth_chainId must be the transfer's network). Solana transfers through WalletConnect are not
    // implemented: a solana TransferRequest is an UnsupportedNamespaceError.
    transfers: evmTransfers({
      request: ({ connectorId: id, method, params }) =>
        request({ connectorId: id, method, params, namespace: 'eip155' }),
      gateway: () => rpcGateway,
    }),

    addressChecks,
    // The swap service's eip155 transactions, checked before the wallet sees them.
    swaps: evmSwaps(),

    async destroy() {
      const started = clientPromise
      clientPromise = undefined
      if (pending) fail(new ModalClosedError({ details: 'The adapter was destroyed' }))
      // Bounded: a client still starting against a dead relay is not waited for forever.
      const client = started
        ? await withRelayTimeout(started, 'Starting the client').catch(() => undefined)
        : undefined
      await client?.destroy()
    },
  }
}
