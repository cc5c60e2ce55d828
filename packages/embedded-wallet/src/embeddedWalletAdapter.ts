import {
  type AdapterConnection,
  type AdapterEvent,
  type AdapterRpcGateway,
  type AuthController,
  type AuthUser,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  ConnectorNotFoundError,
  InvalidWalletResponseError,
  KIT_VERSION,
  type Locale,
  MethodNotAllowedError,
  type Network,
  NotConnectedError,
  OriginNotAllowedError,
  RequestedChainsNotSupportedError,
  SDK_TYPE,
  UnsupportedNamespaceError,
} from '@portico/core'
import { evmAddressChecks, evmSwaps, evmTransfers } from '@portico/evm'
import { solanaRequestTransfers } from '@portico/solana'
import * as v from 'valibot'
import { FrameLoadError } from './errors/frameLoad.ts'
// Types only: the frame client's code is loaded with import() when first needed.
import type { FrameClient, FrameClientEvent } from './frame/createFrameClient.ts'
import { secureSiteOrigin } from './frame/secureSiteOrigin.ts'
import {
  EMBEDDED_NAMESPACES,
  type EmbeddedNamespace,
  frameChainId,
  isEmbeddedNamespace,
  readFrameChain,
} from './namespaces/frameChain.ts'
import { namespaceTransfers } from './namespaces/namespaceTransfers.ts'
import type { AppEventType, AppRequestInput, AppResponsePayload } from './protocol/appEvents.ts'
import type { EmbeddedUser } from './protocol/fields.ts'
import { rpcMethodClass } from './protocol/rpcMethods.ts'

/** The embedded wallet's one connector id. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embedded-wallet'

export interface EmbeddedWalletParameters {
  /** Where the secure site is served, e.g. `http://127.0.0.1:5180`. Only its origin is trusted. */
  secureSiteUrl: string
  /** Sent to the frame in its address and with APP_SYNC_DAPP_DATA. */
  projectId?: string
  /** Asks the frame to log its side of the protocol (spec §7 query parameter). */
  enableLogger?: boolean
}

/**
 * An EVM chain adapter that signs visitors in by e-mail or a social provider through the secure
 * site's frame.
 */
export type EmbeddedWalletAdapter = ChainAdapter & { readonly auth: AuthController }

export type EmbeddedWalletReturnType = EmbeddedWalletAdapter

// Spec §5: a signed message is 0x plus at least 62 hex characters.
const signatureSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{62,}$/))

const noop = () => {}

/**
 * The embedded wallet (spec §1): an `eip155` adapter with one connector, 'Email', whose account
 * lives in the secure site's frame, signed in by e-mail code or a social provider (core's
 * `connectEmail` / `connectSocial`). The frame client's code loads on first need (preload,
 * connect, reconnect), so adding the adapter costs the page almost nothing up front, and only
 * after core's origin check (`pageOriginAllowed`) allowed the page: on a page the project does
 * not allow no frame is inserted and every request rejects with 'Unauthorized: origin not
 * allowed' (`OriginNotAllowedError`), which core shows as the 'Origin Not Allowed' alert. Unsafe
 * requests emit `approvalRequested` / `approvalSettled` around the frame's Approve; methods off
 * the spec §6 lists are refused ('Requested RPC call is not allowed') without asking the frame.
 * `transfers` sends native and ERC-20 transfers (@portico/evm's `evmTransfers`): the frame shows
 * them decoded in its Approve view ('Send 12.5 PUSD to 0x…'); `swaps` checks the swap service's
 * transactions before they reach it (@portico/evm's `evmSwaps`).
 *
 * @example
 * import { createConfig } from '@portico/core'
 * import { embeddedWallet } from '@portico/embedded-wallet'
 *
 * const config = createConfig({
 *   projectId,
 *   networks: [localhost],
 *   adapters: [evmAdapter(), embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5180', projectId })],
 * })
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters): EmbeddedWalletAdapter {
  const { secureSiteUrl, projectId, enableLogger = false } = parameters
  const origin = secureSiteOrigin(secureSiteUrl) // Fails fast on a bad URL, before any frame is loaded.
  const connectorId = EMBEDDED_WALLET_CONNECTOR_ID
  const connector: Connector = { id: connectorId, name: 'Email', type: 'AUTH', chain: 'eip155' }

  let emit: (event: AdapterEvent) => void = noop
  /** The kit's page-origin check (core's `pageOriginAllowed`); unknown without one. */
  let pageOriginAllowed: () => Promise<boolean | undefined> = async () => undefined
  /** Core's RPC gateway from `setup`: the transfers' chain reads go through it first. */
  let rpcGateway: AdapterRpcGateway | undefined
  /** The dApp's networks of the namespaces the wallet has accounts in (EVM, Solana). */
  let networks: readonly Network[] = []
  /** The network the frame acts on: the last one connected or switched to, else the first. */
  let currentNetwork: Network | undefined
  /** Per namespace, the network last connected or switched to there, else its first. */
  let networkOf: Partial<Record<EmbeddedNamespace, Network>> = {}
  /** The namespaces core holds a connection of this wallet in (one sign-in: all of them). */
  const connected = new Set<EmbeddedNamespace>()
  /** The Solana account the frame answered (its transfers are paid by it). */
  let solanaAddress: string | undefined
  /**
   * The calls that move the frame's chain (APP_GET_USER, APP_SWITCH_NETWORK), one at a time: the
   * frame answers the user of the chain it is on, so two at once could swap their answers.
   */
  let chainCalls: Promise<unknown> = Promise.resolve()
  let themeMode: 'light' | 'dark' | undefined
  /** The kit's language (`syncLocale`): in the frame's address, then APP_SYNC_LOCALE. */
  let locale: Locale | undefined
  /** The language the frame was loaded with (its address's `locale`). */
  let frameLocale: Locale | undefined
  let client: FrameClient | undefined
  let clientPromise: Promise<FrameClient> | undefined
  /** The account in use as core last heard of it, to report only a change. */
  let inUse: string | undefined
  /** Bumped on teardown, so a frame client that finishes loading afterwards is thrown away. */
  let generation = 0

  /** Frames that said FRAME_READY once: a second time, their page loaded again. */
  const readyOnce = new WeakSet<FrameClient>()

  const onFrameEvent = (frame: FrameClient, event: FrameClientEvent) => {
    if (event.type === 'ready') {
      // A (re)loaded frame knows nothing of the dApp yet.
      if (projectId)
        void frame
          .request('APP_SYNC_DAPP_DATA', { projectId, sdkVersion: KIT_VERSION, sdkType: SDK_TYPE })
          .catch(warnFailure('APP_SYNC_DAPP_DATA'))
      if (themeMode)
        void frame.request('APP_SYNC_THEME', { themeMode }).catch(warnFailure('APP_SYNC_THEME'))
      // The language changed after the frame's address was made.
      if (locale && locale !== frameLocale)
        void frame.request('APP_SYNC_LOCALE', { locale }).catch(warnFailure('APP_SYNC_LOCALE'))
      // A frame that loaded again starts on the chain its address named: back to the dApp's.
      const network = currentNetwork
      if (!readyOnce.has(frame)) readyOnce.add(frame)
      else if (network)
        void onChain(async () => {
          const { chainId } = await frame.request('APP_GET_CHAIN_ID', {})
          return String(chainId) === String(frameChainId(network)) ? undefined : network
        })
          .then((stale) => stale && switchFrame(stale))
          .catch(warnFailure('APP_GET_CHAIN_ID'))
      return
    }
    // An expired session is news even when not connected here (a reload found it gone).
    if (event.isConnected || !(connected.size > 0 || event.reason)) return
    const were = [...connected]
    connected.clear()
    emit({ type: 'sessionEnded', connectorId, reason: event.reason })
    for (const namespace of were) emit({ type: 'disconnect', connectorId, namespace })
  }

  const loadClient = (): Promise<FrameClient> => {
    if (clientPromise) return clientPromise
    const started = generation
    const promise = allowedToFrame()
      .then(() =>
        import('./frame/createFrameClient.ts').catch((cause: unknown) => {
          throw new FrameLoadError({ cause, details: 'The frame client code failed to load' })
        }),
      )
      .then(({ createFrameClient }) => {
        const frame = createFrameClient({
          secureSiteUrl,
          projectId,
          chainId: currentNetwork && frameChainId(currentNetwork),
          rpcUrl: httpRpcUrl(currentNetwork),
          enableLogger,
          locale,
        })
        frameLocale = locale
        if (started !== generation) {
          frame.destroy()
          throw new FrameLoadError({ details: 'The adapter was torn down while loading' })
        }
        frame.subscribe((event) => onFrameEvent(frame, event))
        client = frame
        // Before any Solana account can connect: the Solana address checks, loaded beside the
        // frame rather than up front (an EVM-only dApp never loads them).
        if (networkOf.solana) void loadSolanaChecks()
        return frame
      })
    // A failed load (or a refused page) is asked again by the next request.
    promise.catch(() => {
      if (clientPromise === promise) clientPromise = undefined
    })
    clientPromise = promise
    return promise
  }

  /**
   * Waits for the kit's origin check: on a page the project does not allow, no frame is ever
   * inserted (the secure site would refuse it anyway: spec §5, issue #15).
   */
  async function allowedToFrame(): Promise<void> {
    if ((await pageOriginAllowed()) === false)
      throw new OriginNotAllowedError({
        details: 'The kit found this page origin not allowed; the embedded wallet is not loaded',
      })
  }

  const send = async <T extends AppEventType>(
    type: T,
    payload: AppRequestInput<T>,
  ): Promise<AppResponsePayload<T>> => (await loadClient()).request(type, payload)

  const requireConnector = (id: string) => {
    if (id !== connectorId)
      throw new ConnectorNotFoundError({ details: `The embedded wallet has no connector '${id}'` })
  }

  /** The frame's user as core's connection in `namespace`; the frame is now on its network. */
  const toConnection = (user: EmbeddedUser, namespace: EmbeddedNamespace): AdapterConnection => {
    const answered = readFrameChain(user.chainId)
    if (answered.namespace !== namespace)
      throw new InvalidWalletResponseError({
        details: `Asked for the ${namespace} account, the frame answered on ${String(user.chainId)}`,
      })
    const { chainId } = answered
    const network = networks.find(
      (each) => each.chainNamespace === namespace && String(each.id) === String(chainId),
    )
    if (network) networkOf[namespace] = network
    currentNetwork = network ?? currentNetwork
    connected.add(namespace)
    const { address, email, userName, preferredAccountType, accounts, smartAccountDeployed } = user
    if (namespace === 'eip155') inUse = address
    else solanaAddress = address
    return {
      connectorId,
      // `address` is the account in use (spec §3): its type is the one the user's list gives it.
      accounts: [
        {
          address,
          namespace,
          type: accounts?.find((account) => account.address === address)?.type ?? 'eoa',
        },
      ],
      chainId,
      auth: {
        email,
        username: userName,
        profileImage: user.profileImage,
        preferredAccountType,
        accounts,
        smartAccountDeployed,
      },
    }
  }

  /** Runs a call that moves the frame's chain after those already under way. */
  const onChain = <T>(call: () => Promise<T>): Promise<T> => {
    const run = chainCalls.then(call, call)
    chainCalls = run.catch(noop)
    return run
  }

  /**
   * The frame's user in `namespace` (APP_GET_USER): on `network` when given, else on the network
   * the frame is on when that is of the namespace (EVM: no chainId, as before Solana), else on
   * the namespace's current network. The sign-in's account type goes only with an EVM account
   * (spec §6: the Solana account is an EOA; the frame keeps one preference, the EVM one's).
   */
  const getUser = (
    namespace: EmbeddedNamespace,
    network?: Network,
    preferredAccountType?: 'eoa' | 'smartAccount',
  ): Promise<AdapterConnection> =>
    onChain(async () => {
      const onFrame =
        currentNetwork?.chainNamespace === namespace ? undefined : networkOf[namespace]
      const target = network ?? onFrame
      const rpcUrl = httpRpcUrl(target)
      const user = await send('APP_GET_USER', {
        ...(target ? { chainId: frameChainId(target) } : {}),
        ...(rpcUrl ? { rpcUrl } : {}),
        ...(preferredAccountType && namespace === 'eip155' ? { preferredAccountType } : {}),
      })
      return toConnection(user, namespace)
    })

  /**
   * After a sign-in or a reconnect in one namespace, the visitor's account in the others the
   * dApp has networks of, reported as `connected` events (as a WalletConnect session does) once
   * core applied the one asked for; the frame then goes back to the network it was on. A
   * namespace the frame refuses (a network its server does not list) is left unconnected.
   */
  const reportOthers = (asked: EmbeddedNamespace) => {
    const other = asked === 'eip155' ? 'solana' : 'eip155'
    const network = networkOf[other]
    if (!network || connected.has(other)) return
    const started = generation
    setTimeout(() => {
      // Not after a teardown or a sign-out: that would load a frame again.
      if (started !== generation || !connected.has(asked)) return
      const back = currentNetwork
      getUser(other, network)
        .then(async (connection) => {
          emit({ type: 'connected', namespace: other, connection })
          if (back && back !== currentNetwork) await switchFrame(back)
        })
        .catch(warnFailure('APP_GET_USER'))
    }, 0)
  }

  /** APP_SWITCH_NETWORK; resolves with the chain the frame answered, as core takes it. */
  const switchFrame = (network: Network) =>
    onChain(async () => {
      const rpcUrl = httpRpcUrl(network)
      const answer = await send('APP_SWITCH_NETWORK', {
        chainId: frameChainId(network),
        ...(rpcUrl ? { rpcUrl } : {}),
      })
      const answered = readFrameChain(answer.chainId)
      const namespace = isEmbeddedNamespace(answered.namespace)
        ? answered.namespace
        : network.chainNamespace
      const chainId = answered.chainId
      currentNetwork =
        networks.find(
          (each) => each.chainNamespace === namespace && String(each.id) === String(chainId),
        ) ?? network
      if (isEmbeddedNamespace(namespace)) networkOf[namespace] = currentNetwork
      return { namespace, chainId }
    })

  /**
   * Asks the frame for the EVM user again after a network switch or a type switch, and reports a
   * change of the account in use (spec §6: a smart account only where the network enables it).
   */
  const refreshUser = async () => {
    const before = inUse
    // The frame's user on the network it is on now.
    const { accounts } = await getUser('eip155')
    if (inUse !== before)
      emit({ type: 'accountsChanged', connectorId, namespace: 'eip155', accounts })
  }

  const rpcRequest = async (
    method: string,
    params?: readonly unknown[] | object,
    namespace?: ChainNamespace,
    network?: Network,
  ) => {
    // The solana_* methods are the Solana account's; every other one the EVM account's.
    const chainNamespace = namespace ?? (method.startsWith('solana_') ? 'solana' : 'eip155')
    if (!isEmbeddedNamespace(chainNamespace))
      throw new UnsupportedNamespaceError({
        details: `The embedded wallet has no ${chainNamespace} account`,
      })
    const rpcClass =
      (chainNamespace === 'solana') === method.startsWith('solana_')
        ? rpcMethodClass(method)
        : 'refused'
    if (rpcClass === 'refused') {
      emit({ type: 'requestRefused', connectorId, method })
      throw new MethodNotAllowedError(method, { wording: 'rpcCall' })
    }
    const target = network ?? networkOf[chainNamespace]
    const payload: AppRequestInput<'APP_RPC_REQUEST'> = { method, chainNamespace }
    if (params !== undefined)
      payload.params = Array.isArray(params) ? [...params] : { ...(params as object) }
    if (target) payload.chainId = frameChainId(target)
    const rpcUrl = httpRpcUrl(target)
    if (rpcUrl) payload.rpcUrl = rpcUrl
    if (rpcClass === 'safe') return await send('APP_RPC_REQUEST', payload)
    // For the approve view's amounts (it shows only a plain symbol, else none).
    if (target) payload.nativeSymbol = target.nativeCurrency.symbol.slice(0, 32)
    emit({ type: 'approvalRequested', connectorId })
    try {
      return await send('APP_RPC_REQUEST', payload)
    } finally {
      emit({ type: 'approvalSettled', connectorId })
    }
  }

  const request = async ({
    connectorId: id,
    method,
    params,
    namespace,
  }: {
    connectorId: string
    method: string
    params?: readonly unknown[] | object
    namespace?: ChainNamespace
  }): Promise<unknown> => {
    requireConnector(id)
    return await rpcRequest(method, params, namespace)
  }

  const teardown = () => {
    generation++
    client?.destroy()
    client = undefined
    clientPromise = undefined
    connected.clear()
  }

  /** eip155's checks up front (Pay checks a recipient before any frame loads); Solana's lazily. */
  const addressChecks: NonNullable<ChainAdapter['addressChecks']> = { eip155: evmAddressChecks }
  const loadSolanaChecks = async () => {
    try {
      addressChecks.solana = (await import('./solana/solanaChecks.ts')).solanaAddressChecks
    } catch (error) {
      console.warn('[portico] the Solana address checks failed to load', error)
    }
  }

  const auth: AuthController = {
    connectorId,
    secureSiteOrigin: origin,

    preload() {
      loadClient()
        .then((frame) => frame.load())
        // A failed load is retried by the next request, which reports the error.
        .catch(noop)
    },

    connectEmail: ({ email }) => send('APP_CONNECT_EMAIL', { email }),

    getSocialRedirectUri: ({ provider }) => send('APP_GET_SOCIAL_REDIRECT_URI', { provider }),

    async connectSocial({ uri, preferredAccountType }) {
      // The account comes up on the network the dApp is on, like after an e-mail code.
      const user = await onChain(() =>
        send('APP_CONNECT_SOCIAL', {
          uri,
          ...(currentNetwork ? { chainId: frameChainId(currentNetwork) } : {}),
          ...(preferredAccountType ? { preferredAccountType } : {}),
        }),
      )
      // The account's e-mail must approve this site first: connectDevice waits and finishes.
      if ('action' in user) return { action: user.action }
      return toAuthUser(user)
    },

    async connectDevice() {
      await send('APP_CONNECT_DEVICE', {})
    },

    // Farcaster (spec §4): the address, then the wait for the visitor's approval. The frame's
    // 'Farcaster sign-in expired' keeps its words: core tells it from other failures.
    getFarcasterUri: () => send('APP_GET_FARCASTER_URI', {}),
    // Not one of `onChain`'s calls: the wait for the visitor may be minutes long.
    async connectFarcaster({
      preferredAccountType,
      chainId = currentNetwork && frameChainId(currentNetwork),
    }) {
      return toAuthUser(
        await send('APP_CONNECT_FARCASTER', {
          ...(chainId !== undefined ? { chainId } : {}),
          ...(preferredAccountType ? { preferredAccountType } : {}),
        }),
      )
    },
    async reload() {
      // A frame never loaded waits for nothing: it is not loaded for this.
      await client?.request('APP_RELOAD', {})
    },

    async connectOtp({ otp }) {
      await send('APP_CONNECT_OTP', { otp })
    },

    async isConnected() {
      return (await send('APP_IS_CONNECTED', {})).isConnected
    },

    updateEmail: ({ email }) => send('APP_UPDATE_EMAIL', { email }),

    async updateEmailPrimaryOtp({ otp }) {
      await send('APP_UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },

    async updateEmailSecondaryOtp({ otp }) {
      return { email: (await send('APP_UPDATE_EMAIL_SECONDARY_OTP', { otp })).newEmail }
    },

    async getSmartAccountEnabledNetworks() {
      return (await send('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks
    },

    async setPreferredAccount(type) {
      const answer = await send('APP_SET_PREFERRED_ACCOUNT', { type })
      // The account now in use reaches core before this resolves.
      if (connected.has('eip155')) await refreshUser()
      return answer
    },

    async abortRequests() {
      // Nothing can be waiting for Approve in a frame that was never loaded: do not load it now.
      if (client) await client.request('APP_RPC_ABORT', {})
    },

    showFrame(rect) {
      if (rect) client?.show(rect)
      else client?.hide()
    },

    syncTheme(parameters) {
      themeMode = parameters.themeMode
      // Before the frame is loaded the theme waits for its 'ready'.
      void client
        ?.request('APP_SYNC_THEME', { themeMode: parameters.themeMode })
        .catch(warnFailure('APP_SYNC_THEME'))
    },

    syncLocale(parameters) {
      if (parameters.locale === locale) return
      locale = parameters.locale
      // Before the frame is loaded the language goes into its address.
      void client
        ?.request('APP_SYNC_LOCALE', { locale: parameters.locale })
        .catch(warnFailure('APP_SYNC_LOCALE'))
    },
  }

  const requireNamespace = (namespace: ChainNamespace | undefined): EmbeddedNamespace => {
    const asked = namespace ?? 'eip155'
    if (!isEmbeddedNamespace(asked))
      throw new UnsupportedNamespaceError({
        details: `The embedded wallet has no ${asked} account`,
      })
    return asked
  }

  return {
    namespace: 'eip155',
    namespaces: EMBEDDED_NAMESPACES,
    auth,

    setup({ networks: all, emit: emitEvent, pageOriginAllowed: originCheck, rpcGateway: gateway }) {
      teardown()
      rpcGateway = gateway
      networks = all.filter((network) => isEmbeddedNamespace(network.chainNamespace))
      networkOf = {}
      for (const network of [...networks].reverse())
        networkOf[network.chainNamespace as EmbeddedNamespace] = network
      // The frame starts on the first EVM network, else the first Solana one.
      currentNetwork = networkOf.eip155 ?? networkOf.solana
      emit = emitEvent
      pageOriginAllowed = originCheck ?? (async () => undefined)
      emit({ type: 'connectors', namespace: 'eip155', connectors: [connector] })
      return () => {
        teardown()
        emit = noop
      }
    },

    getConnectors: () => [connector],

    async connect({ connectorId: id, network, namespace, preferredAccountType }) {
      requireConnector(id)
      const asked = requireNamespace(namespace ?? network?.chainNamespace)
      const target = network?.chainNamespace === asked ? network : networkOf[asked]
      if (!target && asked !== 'eip155')
        throw new RequestedChainsNotSupportedError({ details: `No ${asked} network is configured` })
      // The sign-in's account type (spec §6): the frame keeps it for the next ones.
      const connection = await getUser(asked, target, preferredAccountType)
      reportOthers(asked)
      return connection
    },

    async reconnect({ connectorId: id, namespace = 'eip155', network }) {
      if (id !== connectorId || !isEmbeddedNamespace(namespace)) return undefined
      // The network the connection was on, when the dApp still lists it.
      const kept = networks.find((each) => each.caipNetworkId === network?.caipNetworkId)
      if (namespace !== 'eip155' && !(kept ?? networkOf[namespace])) return undefined
      const { isConnected } = await send('APP_IS_CONNECTED', {})
      if (!isConnected) return undefined
      return await getUser(namespace, namespace === 'eip155' ? undefined : kept)
    },

    async disconnect({ connectorId: id, namespace }) {
      requireConnector(id)
      // Marked first, so the frame's own FRAME_SESSION_UPDATE after sign-out is not echoed.
      const others = [...connected].filter((each) => each !== requireNamespace(namespace))
      connected.clear()
      await send('APP_SIGN_OUT', {})
      // One sign-out ends the accounts of every namespace.
      for (const other of others) emit({ type: 'disconnect', connectorId, namespace: other })
    },

    async switchNetwork({ connectorId: id, network }) {
      requireConnector(id)
      requireNamespace(network.chainNamespace)
      const { namespace, chainId } = await switchFrame(network)
      emit({ type: 'chainChanged', connectorId, namespace, chainId })
      // The account in use follows the network: a smart account only where it is enabled.
      if (namespace === 'eip155' && connected.has('eip155')) await refreshUser()
    },

    async signMessage({ connectorId: id, address, message, namespace }) {
      requireConnector(id)
      if (requireNamespace(namespace) === 'solana') {
        const solana = await import('./solana/solanaRequests.ts')
        return solana.readMessageSignature(
          await rpcRequest('solana_signMessage', solana.signMessageParams(message, address)),
        )
      }
      const raw = await rpcRequest('personal_sign', [utf8ToHex(message), address])
      const signature = v.safeParse(signatureSchema, raw)
      if (!signature.success)
        throw new InvalidWalletResponseError({
          details: 'personal_sign did not return a 0x signature',
        })
      return signature.output
    },

    request,

    transfers: namespaceTransfers({
      // Through `request`: eth_sendTransaction shows the frame's ApproveTransaction (with the
      // approval events), eth_chainId is the frame's current network.
      eip155: evmTransfers({ request, gateway: () => rpcGateway }),
      // @portico/solana's transfer, signed and sent by the frame after its Approve
      // (solana_signAndSendTransaction on the transfer's network, with the approval events).
      solana: solanaRequestTransfers({
        signAndSend(transfer, params) {
          if (transfer.from !== solanaAddress || !connected.has('solana'))
            throw new NotConnectedError({
              details: `${transfer.from} is not the embedded wallet's Solana account`,
            })
          return rpcRequest('solana_signAndSendTransaction', params, 'solana', transfer.network)
        },
      }),
    }),

    // eip155's up front, as Pay checks a recipient before any frame loads; solana's join when
    // the frame client loads, before a Solana account can connect.
    addressChecks,
    // The swap service's transactions, checked before the frame's Approve shows them.
    swaps: evmSwaps(),
  }
}

/** The spec §3 user payload as core reads it after a social sign-in. */
function toAuthUser({
  address,
  chainId,
  email,
  userName,
  profileImage,
  preferredAccountType,
}: EmbeddedUser): AuthUser {
  return { address, chainId, email, userName, profileImage, preferredAccountType }
}

/** The network's first http(s) RPC endpoint (the frame accepts no other scheme). */
function httpRpcUrl(network: Network | undefined): string | undefined {
  return network?.rpcUrls.default.http.find((url) => /^https?:\/\//.test(url))
}

function utf8ToHex(message: string): `0x${string}` {
  const bytes = new TextEncoder().encode(message)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function warnFailure(type: AppEventType) {
  return (error: unknown) => console.warn(`[portico] ${type} failed`, error)
}
