import { readSystemLanguages, resolveLocale } from '@portico/core'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { type AuthApi, createAuthApi } from '../auth/authApi.ts'
import { createFarcasterApi, type FarcasterApi } from '../auth/farcasterApi.ts'
import { createFarcasterSignIn } from '../auth/farcasterSignIn.ts'
import { createFrameStorage, isSessionStorageKey } from '../auth/frameStorage.ts'
import { createWalletSession, type WalletSession } from '../auth/walletSession.ts'
import { createAppHandlers } from '../handlers/createAppHandlers.ts'
import { refuseSignIn } from '../handlers/refuseSignIn.ts'
import { applyLocale } from '../i18n/applyLocale.ts'
import { loadFrameI18n } from '../i18n/loadFrameI18n.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust, gatewayRpcUrl } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { fetchNativePriceUsd } from '../rpc/fetchNativePriceUsd.ts'
import { fetchServerChains } from '../rpc/fetchServerChains.ts'
import { createWalletNetworks, fetchWalletNetworks } from '../rpc/walletNetworks.ts'
import {
  createSmartAccountServices,
  type SmartAccountServices,
} from '../smartAccount/smartAccountServices.ts'
import { createSmartAccounts } from '../smartAccount/smartAccounts.ts'
import { createSolanaServices } from '../solana/solanaServices.ts'
import { applyTheme } from './applyTheme.ts'
import { readBootParams } from './bootParams.ts'
import { checkEmbeddingOrigins } from './checkEmbeddingOrigins.ts'
import { checkFrameEnvironment } from './checkFrameEnvironment.ts'
import { dispatchAppMessage } from './dispatchAppMessage.ts'
import { followLocale } from './followLocale.ts'
import { createLogger } from './logger.ts'
import { findParentOrigin } from './parentOrigin.ts'
import { createParentPoster } from './parentPoster.ts'
import { renderStandalonePage } from './renderStandalonePage.ts'
import { startMessageListener } from './startMessageListener.ts'

/** The secure-site protocol version this frame speaks (spec §9: secure SDK version 4). */
export const FRAME_VERSION = '4'

export interface BootFrameParameters {
  window: Window
  /** The element the page renders into. */
  root: HTMLElement
  /** The auth server's base URL (build-time `VITE_PORTICO_AUTH_API_URL`). */
  authApiUrl: string
  /** For tests: another client of the auth routes (and of the project's origins). */
  authApi?: AuthApi
  /** For tests: another client of the Farcaster sign-in routes. */
  farcasterApi?: FarcasterApi
  /** For tests: another source of the server's chain list (default `fetchServerChains`). */
  loadServerChains?(projectId: string): Promise<ReadonlySet<string>>
  /** For tests: another source of the embedded wallet's networks (default: the server's). */
  loadWalletNetworks?(projectId: string): Promise<ReadonlySet<string>>
  /** For tests: other smart-account services (default: the server's routes). */
  smartAccountServices?(projectId: string): SmartAccountServices
}

export type BootFrameReturnType =
  | { kind: 'listening'; parentOrigin: string; session: WalletSession; stop(): void }
  | { kind: 'standalone' }
  | { kind: 'refused'; reason: string }

/**
 * Starts the frame:
 * 1. opened outside an iframe, it shows a short explanation (in the browser's language) and stops;
 * 2. reads the iframe URL's parameters and finds the embedding origin, and starts loading the
 *    messages of the kit's locale (`locale`; APP_SYNC_LOCALE changes it later);
 * 3. asks the server for the project's allowed origins and checks the parent origin and every
 *    `location.ancestorOrigins` entry against them (`checkEmbeddingOrigins`);
 * 4. checks that it can keep a session and make a key (`checkFrameEnvironment`); if not, it
 *    still starts, but answers every sign-in request with why, before any server call;
 * 5. wires the session, the approve view, the smart accounts (their networks asked of the server
 *    beside step 3; their code loaded only on first use) and one handler per request to the
 *    checked message channel, and tells the app FRAME_READY.
 * With bad parameters, no knowable parent origin, an unknown project, no answer from the server
 * or an embedding origin the project does not allow, it shows nothing, posts nothing and logs
 * why.
 *
 * @example
 * await bootFrame({ window, root: document.getElementById('app')!, authApiUrl: 'http://127.0.0.1:8787' })
 */
export async function bootFrame(parameters: BootFrameParameters): Promise<BootFrameReturnType> {
  const { window, root } = parameters
  const { document } = window
  const place = findParentOrigin(window)
  if (place.kind === 'top-level') {
    const i18n = await loadFrameI18n(resolveLocale(readSystemLanguages()))
    applyLocale(document.documentElement, i18n)
    renderStandalonePage(document, root, i18n)
    return { kind: 'standalone' }
  }
  const boot = readBootParams(window.location.search)
  if (!boot.ok || place.kind === 'unknown') {
    return refuse(root, boot.ok ? (place as { reason: string }).reason : boot.reason)
  }
  const { params } = boot
  // Loaded while the server is asked about the origins; awaited only if the frame starts.
  const loadingI18n = loadFrameI18n(params.locale)
  loadingI18n.catch(() => undefined)
  const parentOrigin = place.origin
  const logger = createLogger(params.enableLogger)
  if (params.version && params.version !== FRAME_VERSION) {
    logger.info(`the kit asked for version ${params.version}; this frame speaks ${FRAME_VERSION}`)
  }

  // The project's smart-account networks, asked now beside the origins: no sign-in waits on it.
  const smartAccountServices =
    parameters.smartAccountServices?.(params.projectId) ??
    createSmartAccountServices({
      baseUrl: parameters.authApiUrl,
      projectId: params.projectId,
      logger,
    })
  void smartAccountServices.networks()

  const api = parameters.authApi ?? createAuthApi({ baseUrl: parameters.authApiUrl })
  const embedding = checkEmbeddingOrigins({
    projectId: params.projectId,
    lookup: await api.getProjectOrigins(params.projectId),
    parentOrigin,
    ancestorOrigins: window.location.ancestorOrigins,
  })
  if (!embedding.ok) return refuse(root, embedding.reason)

  let i18n: Awaited<typeof loadingI18n>
  try {
    i18n = await loadingI18n
  } catch {
    return refuse(root, 'its messages could not be loaded')
  }
  applyLocale(document.documentElement, i18n)

  const environment = checkFrameEnvironment(window, parentOrigin)
  for (const problem of environment.problems)
    logger.warn(`sign-in is refused here: ${problem.reason}`)

  const poster = createParentPoster(window.parent, parentOrigin)
  const storage = createFrameStorage(environment.storage, logger)
  const session = createWalletSession({
    api,
    storage,
    origin: parentOrigin,
    projectId: params.projectId,
    logger,
    onSessionEnded: () => poster.sessionUpdate(false, 'expired'),
  })
  const view = createApproveView({ document, root, parentOrigin, i18n })
  const approvals = createApprovalQueue(view)
  const chains = createChainState({ chainId: params.chainId, rpcUrl: params.rpcUrl })
  const clients = createEvmClients()
  const gatewayUrl = (chainId: number) =>
    gatewayRpcUrl(parameters.authApiUrl, params.projectId, chainId)
  // The server's chain list, asked once per load (again after a failure), for both families.
  let serverChains: Promise<ReadonlySet<string>> | undefined
  const loadServerChains = () => {
    serverChains ??= (
      parameters.loadServerChains?.(params.projectId) ??
      fetchServerChains({ baseUrl: parameters.authApiUrl, projectId: params.projectId })
    ).catch((error: unknown) => {
      serverChains = undefined
      throw error
    })
    return serverChains
  }
  const { handlers } = createAppHandlers({
    session,
    approvals,
    chains,
    logger,
    farcaster: createFarcasterSignIn({
      api: parameters.farcasterApi ?? createFarcasterApi({ baseUrl: parameters.authApiUrl }),
      session,
      storage,
      origin: parentOrigin,
      projectId: params.projectId,
    }),
    smartAccounts: createSmartAccounts({
      services: smartAccountServices,
      storage,
      origin: parentOrigin,
      clients,
      gatewayUrl,
    }),
    // What the approve view shows is read from the project's own server, not the page's RPC.
    trust: createChainTrust({ chains, loadServerChains, gatewayUrl }),
    // The frame serves only the networks the server lists for the embedded wallet (spec §9).
    walletNetworks: createWalletNetworks(
      () =>
        parameters.loadWalletNetworks?.(params.projectId) ??
        fetchWalletNetworks({ baseUrl: parameters.authApiUrl, projectId: params.projectId }),
    ),
    solana: createSolanaServices({
      baseUrl: parameters.authApiUrl,
      projectId: params.projectId,
      loadServerChains,
    }),
    nativePriceUsd: (chainId) =>
      fetchNativePriceUsd({ baseUrl: parameters.authApiUrl, projectId: params.projectId, chainId }),
    calls: createCallsRegistry(),
    clients,
    setDappName: (name) => view.setDappName(name),
    setTheme: (mode) => applyTheme(document, mode),
    setLocale: followLocale({ document, view, initial: i18n.locale }),
  })

  // Sign-in that cannot finish here is refused before it reaches the server.
  const [problem] = environment.problems
  const answering = problem ? refuseSignIn(handlers, problem.error) : handlers

  const stopListening = startMessageListener({
    target: window,
    parent: window.parent,
    parentOrigin,
    logger,
    onMessage: (message) => void dispatchAppMessage(message, answering, poster, logger),
  })

  // Another tab of the same dApp signed in or out: follow it and tell the app.
  const onStorage = (event: StorageEvent) => {
    if (!isSessionStorageKey(event.key, parentOrigin)) return
    const before = session.hasSession()
    session.reload()
    if (session.hasSession() !== before) poster.sessionUpdate(session.hasSession())
  }
  window.addEventListener('storage', onStorage)

  poster.ready(FRAME_VERSION)
  logger.info(`listening to ${parentOrigin}`)
  return {
    kind: 'listening',
    parentOrigin,
    session,
    stop() {
      stopListening()
      window.removeEventListener('storage', onStorage)
    },
  }
}

function refuse(root: HTMLElement, reason: string): BootFrameReturnType {
  createLogger(false).error(`not starting: ${reason}`)
  root.replaceChildren()
  root.hidden = true
  return { kind: 'refused', reason }
}
