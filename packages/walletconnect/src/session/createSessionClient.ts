import {
  type AdapterConnection,
  type AdapterEvent,
  type ChainNamespace,
  ChainNotSupportedError,
  DISCONNECT_TIMEOUT_MS,
  type Metadata,
  mapWalletError,
  type Network,
  NotConnectedError,
  type PorticoError,
  PorticoError as PorticoErrorClass,
  RequestedChainsNotSupportedError,
} from '@portico/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { walletConnectAddressChecks } from '../addresses/walletConnectAddressChecks.ts'
import type { ProposalNamespace } from '../namespaces.ts'
import { WALLETCONNECT_ERROR_RULES } from '../provider/walletConnectErrorRules.ts'
import { signMessage } from '../requests/signMessage.ts'
import { switchEvmChain } from '../requests/switchEvmChain.ts'
import {
  enrichBitcoinAccounts,
  forgetBitcoinAccounts,
  restoreBitcoinAccounts,
} from './bitcoinAccounts.ts'
import { parseNamespaceChainId } from './parseNamespaceChainId.ts'
import { readNamespaceConnection } from './readNamespaceConnection.ts'
import { getSessionAccounts, getSessionChains, type Session } from './sessionNamespace.ts'
import { captureAdopted, restoreAdopted, type SessionState } from './sessionState.ts'
import type { WalletConnectStorage } from './WalletConnectStorage.ts'
import { type WalletConnectMetadata, walletConnectMetadata } from './walletConnectMetadata.ts'
import { watchSession } from './watchSession.ts'

export interface SessionClientParameters {
  projectId: string
  relayUrl: string
  /** The adapter's own metadata, else the kit's option (its gaps filled from the page). */
  metadata: WalletConnectMetadata | Metadata | undefined
  verify?: false | { url: string }
  storagePrefix?: string
  storage?: WalletConnectStorage
  logLevel: string
  connectorId: string
  emit: (event: AdapterEvent) => void
  /**
   * The relay refused this client or broke off (a fatal socket error: an unknown project id, an
   * origin the project does not allow, a clock that runs ahead): its message. Core has heard of
   * it (a `providerError` event) and the client is closed for good: start a new one to retry.
   */
  onRelayError?: (message: string) => void
}

/** What an approved session grants, per namespace asked for. */
export interface ApprovedNamespaces {
  connections: Map<ChainNamespace, AdapterConnection>
  /** Why a namespace the session holds could not be used (garbage accounts or chain). */
  failures: Map<ChainNamespace, PorticoError>
}

/** The result of adopting an approved session for one namespace. */
export interface Adoption {
  connection: AdapterConnection
  /** The other namespaces the session grants, for core to hear of as `connected`. */
  others: { namespace: ChainNamespace; connection: AdapterConnection }[]
  /** Namespaces of the session this one replaced that it lacks, for core to disconnect. */
  dropped: ChainNamespace[]
}

export interface SessionRequest {
  method: string
  params?: unknown
  namespace?: ChainNamespace
  /** The chain reference (EVM number or CAIP-2 reference); default: the namespace's current one. */
  chainId?: number | string
}

export type SessionClient = Awaited<ReturnType<typeof createSessionClient>>

/** The relayer's event for a fatal socket error (`RELAYER_EVENTS.error` of @walletconnect/core). */
const RELAYER_ERROR_EVENT = 'relayer_error'

/** WalletConnect's USER_DISCONNECTED reason. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * The WalletConnect side of the adapter, loaded on first use: one `UniversalProvider` and the one
 * session the adapter stands behind (spans eip155, solana and bip122). It proposes sessions,
 * adopts the approved one (ending the one it replaces) or discards a stray one, forwards the
 * wallet's events per namespace, and sends requests to the right namespace and chain. Every
 * failure is a `PorticoError`.
 *
 * @example
 * const client = await createSessionClient({ projectId, relayUrl, metadata, logLevel: 'error', connectorId, emit })
 * const session = await client.propose({ optionalNamespaces, onUri: showQrCode })
 */
export async function createSessionClient(parameters: SessionClientParameters) {
  const { connectorId, emit, verify } = parameters
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: {
      ...walletConnectMetadata(parameters.metadata),
      ...(verify ? { verifyUrl: verify.url } : {}),
    },
    logger: parameters.logLevel,
    telemetryEnabled: false,
    ...(parameters.storagePrefix ? { customStoragePrefix: parameters.storagePrefix } : {}),
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  if (!verify)
    Object.assign(provider.client.core.verify, {
      register: async () => undefined,
      resolve: async () => undefined,
    })
  const state: SessionState = { adopted: captureAdopted(provider), reported: new Map() }
  watchSession({ provider, state, connectorId, emit })

  /**
   * Ends a session on both sides, waiting at most `DISCONNECT_TIMEOUT_MS` for the wallet. The
   * provider's own session goes through the provider, which then forgets it too.
   */
  const endSession = async (topic: string) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const own = provider.session?.topic === topic
    try {
      await Promise.race([
        own
          ? provider.disconnect()
          : provider.client.disconnect({ topic, reason: USER_DISCONNECTED }),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, DISCONNECT_TIMEOUT_MS)
        }),
      ])
    } catch {
      // Best effort: the session is gone locally whether or not the wallet heard of it.
    } finally {
      clearTimeout(timer)
    }
    // A wallet that did not answer in time: the session is over here all the same.
    if (own && provider.session?.topic === topic) restoreAdopted(provider, undefined)
    await forgetBitcoinAccounts(provider, topic)
  }

  const requireSession = (): Session => {
    if (!provider.session) throw new NotConnectedError({ details: 'No WalletConnect session' })
    return provider.session
  }

  /** The namespace's current CAIP-2 chain in the session; `NotConnectedError` without one. */
  const currentChain = (namespace: ChainNamespace): string => {
    const session = requireSession()
    const reference = provider.rpcProviders[namespace]?.getDefaultChain()
    if (!reference || getSessionAccounts(session, namespace).length === 0)
      throw new NotConnectedError({
        details: `The WalletConnect session has no ${namespace} account`,
      })
    return `${namespace}:${reference}`
  }

  /** Ends a session the adapter does not want, leaving the adopted one (if any) in place. */
  const discard = async (session: Session): Promise<void> => {
    if (provider.session?.topic === session.topic) restoreAdopted(provider, state.adopted)
    await endSession(session.topic)
  }

  const withBitcoinDetail = async (
    connection: AdapterConnection,
    session: Session,
    detail: 'fetch' | 'stored',
  ): Promise<AdapterConnection> => {
    const { accounts, chainId } = connection
    const enriched =
      detail === 'fetch'
        ? await enrichBitcoinAccounts(provider, { session, chain: `bip122:${chainId}`, accounts })
        : await restoreBitcoinAccounts(provider, { session, accounts })
    return { ...connection, accounts: enriched }
  }

  const client = {
    /**
     * The address and hash checks of every namespace a session spans: the adapter offers
     * solana's and bip122's from here, once a client exists (no account of theirs before).
     */
    addressChecks: walletConnectAddressChecks,
    /** Proposes a session for `optionalNamespaces`; `onUri` gets the pairing URI. */
    async propose(proposal: {
      optionalNamespaces: Record<string, ProposalNamespace>
      onUri: (uri: string) => void
    }): Promise<Session> {
      provider.on('display_uri', proposal.onUri)
      try {
        const session = await provider.connect({ optionalNamespaces: proposal.optionalNamespaces })
        if (!session) throw new NotConnectedError({ details: 'The wallet approved no session' })
        return session
      } finally {
        provider.removeListener('display_uri', proposal.onUri)
      }
    },

    /**
     * What the approved session grants in each of `namespaces`. `preferred` (the dApp's network)
     * becomes its namespace's chain when the session has it.
     */
    async readApproved(
      session: Session,
      request: { namespaces: readonly ChainNamespace[]; preferred?: Network | undefined },
    ): Promise<ApprovedNamespaces> {
      const { preferred } = request
      if (
        preferred &&
        getSessionChains(session, preferred.chainNamespace).includes(preferred.caipNetworkId)
      )
        provider.setDefaultChain(preferred.caipNetworkId)
      const approved: ApprovedNamespaces = { connections: new Map(), failures: new Map() }
      for (const namespace of request.namespaces) {
        try {
          const connection = readNamespaceConnection(provider, namespace, connectorId)
          if (!connection) continue
          approved.connections.set(
            namespace,
            namespace === 'bip122'
              ? await withBitcoinDetail(connection, session, 'fetch')
              : connection,
          )
        } catch (error) {
          if (!(error instanceof PorticoErrorClass)) throw error
          approved.failures.set(namespace, error)
        }
      }
      return approved
    },

    /**
     * Makes `session` the adapter's session, connected in `namespace`, and ends the session it
     * replaces. When the session does not grant `namespace` it is discarded and the call rejects
     * (`RequestedChainsNotSupportedError`, or why its accounts were unusable).
     */
    async adopt(
      session: Session,
      approved: ApprovedNamespaces,
      namespace: ChainNamespace,
    ): Promise<Adoption> {
      const connection = approved.connections.get(namespace)
      if (!connection) {
        await discard(session)
        throw (
          approved.failures.get(namespace) ??
          new RequestedChainsNotSupportedError({
            details: `The wallet approved ${[...approved.connections.keys()].join(', ') || 'no namespace'}, not ${namespace}`,
          })
        )
      }
      const dropped = [...state.reported.keys()].filter((ns) => !approved.connections.has(ns))
      state.adopted = captureAdopted(provider)
      state.reported.clear()
      for (const [ns, granted] of approved.connections)
        state.reported.set(ns, {
          chainId: granted.chainId,
          addresses: granted.accounts.map((account) => account.address),
        })
      // One session at a time: the wallet hears that the ones this one replaces are over.
      for (const other of provider.client.session.getAll())
        if (other.topic !== session.topic) void endSession(other.topic)
      const others = [...approved.connections]
        .filter(([ns]) => ns !== namespace)
        .map(([ns, granted]) => ({ namespace: ns, connection: granted }))
      return { connection, others, dropped }
    },

    discard,

    /** The namespace's connection in the stored session, or undefined when it has none. */
    async restore(namespace: ChainNamespace): Promise<AdapterConnection | undefined> {
      const session = provider.session
      if (!session) return undefined
      if (state.adopted?.topic !== session.topic) {
        state.adopted = captureAdopted(provider)
        state.reported.clear()
      }
      const read = readNamespaceConnection(provider, namespace, connectorId)
      if (!read) return undefined
      const connection =
        namespace === 'bip122' ? await withBitcoinDetail(read, session, 'stored') : read
      state.reported.set(namespace, {
        chainId: connection.chainId,
        addresses: connection.accounts.map((account) => account.address),
      })
      return connection
    },

    /** Ends the session (every namespace); core hears `disconnect` for the other namespaces. */
    async disconnect(namespace: ChainNamespace): Promise<void> {
      const others = [...state.reported.keys()].filter((ns) => ns !== namespace)
      state.reported.clear()
      state.adopted = undefined
      const topic = provider.session?.topic
      if (topic) await endSession(topic)
      for (const ns of others) emit({ type: 'disconnect', connectorId, namespace: ns })
    },

    /**
     * EVM: asks the wallet to switch (adding the chain when needed). Solana and Bitcoin: the chain
     * must be in the session (else `ChainNotSupportedError`); it becomes the namespace's chain for
     * requests, without asking the wallet.
     */
    async switchNetwork(network: Network): Promise<void> {
      const namespace = network.chainNamespace
      const chain = currentChain(namespace)
      if (namespace === 'eip155') return await switchEvmChain(provider, { network, chain })
      if (!getSessionChains(requireSession(), namespace).includes(network.caipNetworkId))
        throw new ChainNotSupportedError({
          details: `${network.caipNetworkId} is not in the WalletConnect session`,
        })
      const reported = state.reported.get(namespace)
      // Core applies the switch itself: the provider's own chain event stays quiet.
      if (reported)
        state.reported.set(namespace, {
          ...reported,
          chainId: parseNamespaceChainId(namespace, String(network.id)),
        })
      provider.setDefaultChain(network.caipNetworkId)
    },

    /** Signs with the namespace's own method (see `requests/signMessage.ts`). */
    async signMessage(request: {
      namespace: ChainNamespace
      address: string
      message: string
    }): Promise<string> {
      const chain = currentChain(request.namespace)
      return await signMessage(provider, { ...request, chain })
    },

    /** Sends any request to the wallet, on the namespace's current chain unless `chainId`. */
    async request<T>(request: SessionRequest): Promise<T> {
      const namespace = request.namespace ?? 'eip155'
      const chain =
        request.chainId === undefined ? currentChain(namespace) : `${namespace}:${request.chainId}`
      requireSession()
      try {
        return await provider.request<T>(
          { method: request.method, params: request.params as unknown[] | object | undefined },
          chain,
        )
      } catch (error) {
        throw mapWalletError(error, { context: 'request', ...WALLETCONNECT_ERROR_RULES })
      }
    },

    /** Closes the relay socket and the client's timers. */
    async destroy(): Promise<void> {
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

  // WalletConnect's relay refuses with a close code whose reason its client reports here
  // ('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)').
  provider.client.core.relayer.on(RELAYER_ERROR_EVENT, (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    // Core maps the message to its alert, once (spec §8).
    emit({ type: 'providerError', connectorId, message })
    void client.destroy().catch(() => undefined)
    parameters.onRelayError?.(message)
  })
  return client
}
