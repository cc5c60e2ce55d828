import type {
  AppEventType,
  AppMessage,
  AppRequestPayload,
  AppResponsePayload,
} from '../protocol/appEvents.ts'
import { errorType, successType } from '../protocol/frameEvents.ts'
import { parseAppMessage } from '../protocol/parseMessages.ts'

// Captured at import, before a test fakes timers: page loads happen in real time.
const realSetTimeout = globalThis.setTimeout

/** What the double answers a request with; undefined leaves it unanswered. */
export type FrameReply<T extends AppEventType> =
  | { payload: AppResponsePayload<T> }
  | { error: string }
  | undefined

export type FrameHandlers = {
  [T in AppEventType]?: (payload: AppRequestPayload<T>) => FrameReply<T>
}

export interface FrameDouble {
  /** The frame the client made last. */
  iframe(): HTMLIFrameElement
  /** Every request the app posted, as the frame's own parser read it. */
  requests: AppMessage[]
  /** The targetOrigin of every post, in order. */
  targetOrigins: string[]
  /** Posts the app received that the frame's parser refused (should stay empty). */
  refused: unknown[]
  /** Sends `data` as the frame would: from the secure site's origin and the iframe's window. */
  post(data: unknown): void
  ready(version?: string): void
  answer<T extends AppEventType>(request: AppMessage<T>, payload: AppResponsePayload<T>): void
  fail(request: AppMessage, message: string): void
  /**
   * Waits (in real time) until every iframe seen so far finished loading its page, so removing
   * it does not abort happy-dom's fetch (which happy-dom reports on the console).
   */
  pagesLoaded(): Promise<void>
  stop(): void
}

/**
 * TEST DOUBLE of the secure site's side of the protocol (the real frame is exercised in the
 * lead's end-to-end tests in Chromium).
 *
 * happy-dom really loads the iframe's page from a local server (`startFramePageServer`), but it
 * runs no scripts in that window, and its `postMessage` does not stamp `origin` / `source` the
 * way a browser does. So this double:
 * - STUBS `postMessage` on the iframe's `contentWindow` to record what the app sends (each post
 *   is read with the frame's own `parseAppMessage`, and its targetOrigin kept);
 * - DISPATCHES the frame's messages on the page's window with `origin` = the secure site's origin
 *   and `source` = `iframe.contentWindow`, which is what a browser does for the real frame.
 * With `autoReady` it says FRAME_READY as each new iframe appears; `handlers` answer requests.
 */
export function createFrameDouble(parameters: {
  origin: string
  autoReady?: boolean
  handlers?: FrameHandlers
}): FrameDouble {
  const { origin, autoReady = false, handlers = {} } = parameters
  const requests: AppMessage[] = []
  const targetOrigins: string[] = []
  const refused: unknown[] = []
  const stubbed = new WeakSet<object>()
  const loading = new Set<HTMLIFrameElement>()

  const findFrame = () => {
    const frames = document.querySelectorAll('iframe')
    return frames[frames.length - 1]
  }

  const stub = (iframe: HTMLIFrameElement) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow || stubbed.has(frameWindow)) return
    stubbed.add(frameWindow)
    loading.add(iframe)
    const loaded = () => loading.delete(iframe)
    iframe.addEventListener('load', loaded, { once: true })
    iframe.addEventListener('error', loaded, { once: true })
    frameWindow.postMessage = ((data: unknown, targetOrigin: string) => {
      targetOrigins.push(targetOrigin)
      const parsed = parseAppMessage(data)
      if (!parsed.ok) {
        refused.push(data)
        return
      }
      requests.push(parsed.message)
      const handler = handlers[parsed.message.type] as
        | ((payload: unknown) => { payload?: unknown; error?: string } | undefined)
        | undefined
      const reply = handler?.(parsed.message.payload)
      if (!reply) return
      const request = parsed.message
      queueMicrotask(() => {
        if (reply.error !== undefined) double.fail(request, reply.error)
        else double.answer(request, reply.payload as never)
      })
    }) as Window['postMessage']
  }

  const observer = new MutationObserver(() => {
    const iframe = findFrame()
    if (!iframe?.contentWindow || stubbed.has(iframe.contentWindow)) return
    stub(iframe)
    if (autoReady) double.ready()
  })
  observer.observe(document.body, { childList: true })

  const double: FrameDouble = {
    iframe() {
      const iframe = findFrame()
      if (!iframe) throw new Error('The client made no iframe')
      stub(iframe)
      return iframe
    },
    requests,
    targetOrigins,
    refused,
    post(data) {
      const source = double.iframe().contentWindow
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
    },
    ready(version = '4') {
      double.post({ type: 'FRAME_READY', payload: { version } })
    },
    answer(request, payload) {
      double.post({ type: successType(request.type), id: request.id, payload })
    },
    fail(request, message) {
      double.post({ type: errorType(request.type), id: request.id, payload: { message } })
    },
    async pagesLoaded() {
      const deadline = Date.now() + 5_000
      while (loading.size > 0) {
        if (Date.now() > deadline) throw new Error('The iframe page did not load within 5 s')
        await new Promise((resolve) => realSetTimeout(resolve, 5))
      }
    },
    stop() {
      observer.disconnect()
    },
  }
  return double
}
