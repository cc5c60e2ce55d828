import {
  FRAME_POST_READY_DELAY_MS,
  type FrameRect,
  IFRAME_LOAD_TIMEOUT_MS,
  type PorticoError,
  UserRejectedRequestError,
} from '@portico/core'
import * as v from 'valibot'
import { FrameLoadError, FrameLoadTimeoutError } from '../errors/frameLoad.ts'
import {
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from '../errors/frameRequest.ts'
import {
  APP_EVENTS,
  type AppEventType,
  type AppRequestInput,
  type AppResponsePayload,
} from '../protocol/appEvents.ts'
import type { FrameErrorType, FrameMessage } from '../protocol/frameEvents.ts'
import { EMBEDDED_MESSAGES } from '../protocol/messages.ts'
import { parseFrameMessage } from '../protocol/parseMessages.ts'
import { createRequestId } from './createRequestId.ts'
import { hideFrame, showFrame } from './frameStyle.ts'
import { frameUrl } from './frameUrl.ts'
import { requestTimeoutMs } from './requestTimeoutMs.ts'
import { secureSiteOrigin } from './secureSiteOrigin.ts'

/** The iframe's accessible name. */
export const FRAME_TITLE = 'Portico embedded wallet'

export interface CreateFrameClientParameters {
  /** The secure site's address, e.g. `http://127.0.0.1:5180`. Its origin is the only one trusted. */
  secureSiteUrl: string
  projectId?: string | undefined
  /** The chain the frame starts on (spec §7 query parameter). */
  chainId?: number | string | undefined
  /** The RPC endpoint of that chain (spec §7 query parameter). */
  rpcUrl?: string | undefined
  enableLogger?: boolean | undefined
  /** The kit's language, for the frame's approve view (beyond the spec's parameters). */
  locale?: string | undefined
}

export interface FrameRequestOptions {
  /**
   * Overrides the request's time limit (120 s for the visitor-paced connect requests, none for an
   * RPC request waiting for Approve, 30 s otherwise). `Infinity` waits for ever.
   */
  timeoutMs?: number
  /** Gives the request up: 'Request was aborted' for RPC, else 'Something went wrong'. */
  signal?: AbortSignal
}

/** What the frame reports outside of an answer. */
export type FrameClientEvent =
  /** The frame became ready (first load, or a reload of its page): send it the dApp's data. */
  | { type: 'ready'; version: string }
  /**
   * FRAME_SESSION_UPDATE: the frame's session started or ended on its own; `reason: 'expired'`
   * when the server ended it.
   */
  | { type: 'sessionUpdate'; isConnected: boolean; reason?: 'expired' }

export interface FrameClient {
  /** The secure site's origin: where requests go and the only origin answers come from. */
  readonly origin: string
  /** Resolves once the frame is ready; loads it again when an earlier load failed. */
  load(): Promise<void>
  /**
   * Sends an APP_* request once the frame is ready and resolves with the payload of its
   * `_SUCCESS` answer. Rejects with the `_ERROR` message, a time-out, or a load failure, each a
   * `PorticoError`. APP_RPC_ABORT first rejects every pending RPC request.
   */
  request<T extends AppEventType>(
    type: T,
    payload: AppRequestInput<T>,
    options?: FrameRequestOptions,
  ): Promise<AppResponsePayload<T>>
  subscribe(listener: (event: FrameClientEvent) => void): () => void
  /** Places the frame over `rect` (viewport pixels), above the modal. */
  show(rect: FrameRect): void
  /** Hides the frame again (it keeps running). */
  hide(): void
  /** Removes the frame and its listener; pending requests reject with 'Something went wrong'. */
  destroy(): void
}

export type CreateFrameClientReturnType = FrameClient

interface PendingRequest {
  type: AppEventType
  message: { type: AppEventType; id: string; payload: unknown }
  timeoutMs: number | undefined
  posted: boolean
  timer: ReturnType<typeof setTimeout> | undefined
  resolve: (payload: unknown) => void
  reject: (error: PorticoError) => void
  stopListening: () => void
}

type Phase = 'loading' | 'ready' | 'failed' | 'destroyed'

type ErrorAnswer = Extract<FrameMessage, { type: FrameErrorType }>
type Answer = Exclude<FrameMessage, { type: 'FRAME_READY' | 'FRAME_SESSION_UPDATE' }>

/**
 * Loads the secure site in one hidden iframe and talks to it with the spec §7 window messages:
 * requests with ids and time limits, answers accepted only from that iframe's window and the
 * secure site's origin, every message parsed with the protocol's schemas (spec §5).
 *
 * @example
 * const frame = createFrameClient({ secureSiteUrl: 'http://127.0.0.1:5180', projectId, chainId: 31337 })
 * const { action } = await frame.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const origin = secureSiteOrigin(parameters.secureSiteUrl)
  const src = frameUrl(parameters)
  const listeners = new Set<(event: FrameClientEvent) => void>()
  const pending = new Map<string, PendingRequest>()
  let readyWaiters: Array<{ resolve: () => void; reject: (error: PorticoError) => void }> = []
  let phase: Phase = 'loading'
  let iframe: HTMLIFrameElement | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined

  const notify = (event: FrameClientEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const removeFrame = () => {
    iframe?.remove()
    iframe = undefined
  }

  const startLoad = () => {
    removeFrame()
    phase = 'loading'
    const element = document.createElement('iframe')
    element.title = FRAME_TITLE
    element.src = src
    hideFrame(element)
    element.addEventListener('error', () => {
      if (element === iframe) failLoad(new FrameLoadError({ details: `Could not load ${src}` }))
    })
    iframe = element
    document.body.append(element)
    clearTimeout(loadTimer)
    loadTimer = setTimeout(
      () =>
        failLoad(
          new FrameLoadTimeoutError({
            details: `No FRAME_READY within ${IFRAME_LOAD_TIMEOUT_MS} ms from ${src}`,
          }),
        ),
      IFRAME_LOAD_TIMEOUT_MS,
    )
  }

  // Requests not yet posted fail with the load error; a later request loads a new frame.
  const failLoad = (error: PorticoError) => {
    if (phase !== 'loading') return
    clearTimeout(loadTimer)
    clearTimeout(readyTimer)
    readyTimer = undefined
    phase = 'failed'
    removeFrame()
    for (const waiter of readyWaiters) waiter.reject(error)
    readyWaiters = []
    for (const [id, entry] of pending) if (!entry.posted) settle(id, { error })
  }

  const settle = (id: string, outcome: { payload: unknown } | { error: PorticoError }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    clearTimeout(entry.timer)
    entry.stopListening()
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.payload)
  }

  const post = (id: string, entry: PendingRequest) => {
    const target = iframe?.contentWindow
    if (!target) {
      settle(id, { error: abortError(entry.type, 'The frame is gone') })
      return
    }
    entry.posted = true
    target.postMessage(entry.message, origin)
    if (entry.timeoutMs !== undefined && Number.isFinite(entry.timeoutMs)) {
      entry.timer = setTimeout(
        () =>
          settle(id, {
            error: new FrameRequestTimeoutError({
              details: `${entry.type} got no answer within ${entry.timeoutMs} ms`,
            }),
          }),
        entry.timeoutMs,
      )
    }
  }

  const becomeReady = (version: string) => {
    readyTimer = undefined
    phase = 'ready'
    // Listeners first: what they send on ready (the dApp's data) goes out before queued requests.
    notify({ type: 'ready', version })
    for (const waiter of readyWaiters) waiter.resolve()
    readyWaiters = []
    for (const [id, entry] of pending) if (!entry.posted) post(id, entry)
  }

  const onFrameReady = (version: string) => {
    if (readyTimer !== undefined) return
    if (phase === 'ready') {
      // The frame's page loaded again: what the old page was asked will never be answered.
      phase = 'loading'
      for (const [id, entry] of pending)
        if (entry.posted) settle(id, { error: abortError(entry.type, 'The frame reloaded') })
    }
    if (phase !== 'loading') return
    clearTimeout(loadTimer)
    // Spec §4: the frame counts as initialized FRAME_POST_READY_DELAY_MS after ready.
    readyTimer = setTimeout(() => becomeReady(version), FRAME_POST_READY_DELAY_MS)
  }

  const onAnswer = (message: Answer) => {
    const entry = pending.get(message.id)
    if (!entry?.posted) {
      console.warn(`[portico] ignored ${message.type}: no pending request has id ${message.id}`)
      return
    }
    if (entry.type !== message.request) {
      console.warn(`[portico] ignored ${message.type}: request ${message.id} is ${entry.type}`)
      return
    }
    if (isErrorAnswer(message)) settle(message.id, { error: errorFromFrame(message) })
    else settle(message.id, { payload: message.payload })
  }

  const onMessage = (event: MessageEvent) => {
    const frameWindow = iframe?.contentWindow
    if (!frameWindow || event.source !== frameWindow || event.origin !== origin) {
      const type = (event.data as { type?: unknown } | null)?.type
      if (typeof type === 'string' && type.startsWith('FRAME_'))
        console.warn(
          `[portico] ignored ${type.slice(0, 64)} from ${event.origin || 'an unknown origin'}: not the embedded wallet's frame`,
        )
      return
    }
    const parsed = parseFrameMessage(event.data)
    if (!parsed.ok) {
      console.warn(`[portico] ignored a malformed frame message: ${parsed.reason}`)
      return
    }
    const message = parsed.message
    if (message.type === 'FRAME_READY') onFrameReady(message.payload.version)
    else if (message.type === 'FRAME_SESSION_UPDATE')
      notify({ type: 'sessionUpdate', ...message.payload })
    else onAnswer(message)
  }

  const abortRpcRequests = () => {
    for (const [id, entry] of pending)
      if (entry.type === 'APP_RPC_REQUEST')
        settle(id, { error: new RpcRequestAbortedError({ details: 'APP_RPC_ABORT' }) })
  }

  window.addEventListener('message', onMessage)
  startLoad()

  return {
    origin,

    load() {
      if (phase === 'ready') return Promise.resolve()
      if (phase === 'destroyed')
        return Promise.reject(new FrameRequestAbortedError({ details: 'The frame was destroyed' }))
      if (phase === 'failed') startLoad()
      return new Promise<void>((resolve, reject) => readyWaiters.push({ resolve, reject }))
    },

    request<T extends AppEventType>(
      type: T,
      payload: AppRequestInput<T>,
      options: FrameRequestOptions = {},
    ): Promise<AppResponsePayload<T>> {
      if (phase === 'destroyed') return Promise.reject(abortError(type, 'The frame was destroyed'))
      const parsed = v.safeParse(APP_EVENTS[type].request, payload)
      if (!parsed.success) {
        const issue = parsed.issues[0]
        return Promise.reject(
          new InvalidFrameRequestError(issue.message, { details: `${type}: ${issue.message}` }),
        )
      }
      if (type === 'APP_RPC_ABORT') abortRpcRequests()
      const { signal } = options
      if (signal?.aborted) return Promise.reject(abortError(type, 'Aborted before it was sent'))

      const id = createRequestId()
      return new Promise<AppResponsePayload<T>>((resolve, reject) => {
        const onAbort = () => settle(id, { error: abortError(type, 'Aborted by its signal') })
        signal?.addEventListener('abort', onAbort, { once: true })
        const entry: PendingRequest = {
          type,
          message: { type, id, payload: parsed.output },
          timeoutMs: options.timeoutMs ?? requestTimeoutMs(type, payload),
          posted: false,
          timer: undefined,
          resolve: resolve as (payload: unknown) => void,
          reject,
          stopListening: () => signal?.removeEventListener('abort', onAbort),
        }
        pending.set(id, entry)
        if (phase === 'ready') post(id, entry)
        else if (phase === 'failed') startLoad()
      })
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    show(rect) {
      if (iframe) showFrame(iframe, rect)
    },

    hide() {
      if (iframe) hideFrame(iframe)
    },

    destroy() {
      if (phase === 'destroyed') return
      const error = new FrameRequestAbortedError({ details: 'The frame was destroyed' })
      phase = 'destroyed'
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      readyTimer = undefined
      window.removeEventListener('message', onMessage)
      removeFrame()
      for (const waiter of readyWaiters) waiter.reject(error)
      readyWaiters = []
      for (const [id, entry] of pending)
        settle(id, { error: abortError(entry.type, 'The frame was destroyed') })
      listeners.clear()
    },
  }
}

function isErrorAnswer(message: Answer): message is ErrorAnswer {
  return message.type.endsWith('_ERROR')
}

/** The frame's words for a rejection become the kit's error classes where one exists. */
function errorFromFrame(message: ErrorAnswer): PorticoError {
  // Spec §8: a frame error without words surfaces as 'An error occurred'.
  const text = message.payload.message || EMBEDDED_MESSAGES.frameError
  const details = `${message.request} answered ${message.type}`
  if (text === EMBEDDED_MESSAGES.userRejected) return new UserRejectedRequestError({ details })
  if (text === EMBEDDED_MESSAGES.requestAborted) return new RpcRequestAbortedError({ details })
  return new FrameRequestError(text, { details })
}

// Spec §8: an aborted RPC request gives 'Request was aborted', anything else 'Something went wrong'.
function abortError(type: AppEventType, details: string): PorticoError {
  return type === 'APP_RPC_REQUEST'
    ? new RpcRequestAbortedError({ details })
    : new FrameRequestAbortedError({ details })
}
