import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { type AuthApi, createAuthApi } from '../auth/authApi.ts'
import { createFrameStorage, isSessionStorageKey } from '../auth/frameStorage.ts'
import { createWalletSession, type WalletSession } from '../auth/walletSession.ts'
import { createAppHandlers } from '../handlers/createAppHandlers.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { applyTheme } from './applyTheme.ts'
import { readBootParams } from './bootParams.ts'
import { dispatchAppMessage } from './dispatchAppMessage.ts'
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
  /** For tests: another client of the auth routes. */
  authApi?: AuthApi
}

export type BootFrameReturnType =
  | { kind: 'listening'; parentOrigin: string; session: WalletSession; stop(): void }
  | { kind: 'standalone' }
  | { kind: 'refused'; reason: string }

/**
 * Starts the frame: reads the iframe URL's parameters, finds the embedding origin, wires the
 * session, the approve view and one handler per request to the checked message channel, and
 * tells the app FRAME_READY. Opened outside an iframe it shows a short explanation; with bad
 * parameters or no knowable parent origin it shows nothing and logs why.
 *
 * @example
 * bootFrame({ window, root: document.getElementById('app')!, authApiUrl: 'http://127.0.0.1:8787' })
 */
export function bootFrame(parameters: BootFrameParameters): BootFrameReturnType {
  const { window, root } = parameters
  const { document } = window
  const place = findParentOrigin(window)
  if (place.kind === 'top-level') {
    renderStandalonePage(document, root)
    return { kind: 'standalone' }
  }
  const boot = readBootParams(window.location.search)
  if (!boot.ok || place.kind === 'unknown') {
    const reason = boot.ok ? (place as { reason: string }).reason : boot.reason
    createLogger(false).error(`not starting: ${reason}`)
    root.replaceChildren()
    root.hidden = true
    return { kind: 'refused', reason }
  }
  const { params } = boot
  const parentOrigin = place.origin
  const logger = createLogger(params.enableLogger)
  if (params.version && params.version !== FRAME_VERSION) {
    logger.info(`the kit asked for version ${params.version}; this frame speaks ${FRAME_VERSION}`)
  }

  const poster = createParentPoster(window.parent, parentOrigin)
  const storage = createFrameStorage(readLocalStorage(window), logger)
  const session = createWalletSession({
    api: parameters.authApi ?? createAuthApi({ baseUrl: parameters.authApiUrl }),
    storage,
    origin: parentOrigin,
    projectId: params.projectId,
    logger,
    onSessionEnded: () => poster.sessionUpdate(false),
  })
  const view = createApproveView({ document, root, parentOrigin })
  const approvals = createApprovalQueue(view)
  const { handlers } = createAppHandlers({
    session,
    approvals,
    chains: createChainState({ chainId: params.chainId, rpcUrl: params.rpcUrl }),
    calls: createCallsRegistry(),
    clients: createEvmClients(),
    setDappName: (name) => view.setDappName(name),
    setTheme: (mode) => applyTheme(document, mode),
  })

  const stopListening = startMessageListener({
    target: window,
    parent: window.parent,
    parentOrigin,
    logger,
    onMessage: (message) => void dispatchAppMessage(message, handlers, poster, logger),
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

function readLocalStorage(window: Window): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Reading the property itself throws where storage is blocked.
    return undefined
  }
}
