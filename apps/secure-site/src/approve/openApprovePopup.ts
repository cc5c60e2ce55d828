import type { ApprovalDetails } from './approvalDetails.ts'
import { type ApprovePopupMessage, parseApprovePopupMessage } from './approvePopupMessages.ts'

/** The popup's page, next to the frame's own page on the secure site. */
export const APPROVE_POPUP_PATH = 'approve.html'
export const APPROVE_POPUP_NAME = 'portico-approve'
export const APPROVE_POPUP_FEATURES = 'popup,width=440,height=680'
/** How often the frame looks whether the visitor closed the popup. */
export const POPUP_CLOSED_POLL_MS = 300

export type OpenWindow = (url: string, target: string, features: string) => Window | null

export interface OpenApprovePopupParameters {
  /** The frame's window: its origin is the popup's, its `message` events carry the answers. */
  window: Window
  /** `window.open`, or a stand-in in tests. */
  open: OpenWindow
  request: Extract<ApprovePopupMessage, { type: 'PORTICO_APPROVE_REQUEST' }>
  /**
   * The visitor decided in the popup; a popup closed without a decision is 'reject'. Called
   * once at most, after which the popup is closed.
   */
  onDecision(decision: 'approve' | 'reject'): void
}

export type OpenApprovePopupReturnType =
  /** window.open gave nothing (a popup blocker), or a window already cut off from this one. */
  | { kind: 'blocked' }
  | {
      kind: 'open'
      /** Brings the popup to the front (a second press of "Review in a secure window"). */
      focus(): void
      /** Closes the popup without a decision (the request was answered or aborted here). */
      close(): void
      /** The request learned more (its simulation): the popup shows these details instead. */
      update(details: ApprovalDetails): void
    }

/**
 * Opens the approve popup for one request and relays it: on the popup's READY the request goes
 * to it; its DECISION (for this request id) or its closing goes to `onDecision`. Messages count
 * only from this frame's own origin and from the popup window itself, and go to that origin only.
 *
 * @example
 * const popup = openApprovePopup({ window, open: window.open.bind(window), request, onDecision })
 * if (popup.kind === 'blocked') showBlocked()
 */
export function openApprovePopup(
  parameters: OpenApprovePopupParameters,
): OpenApprovePopupReturnType {
  const { window } = parameters
  let request = parameters.request
  let ready = false
  const ownOrigin = window.location.origin
  const url = new URL(APPROVE_POPUP_PATH, window.location.href).href
  const popup = parameters.open(url, APPROVE_POPUP_NAME, APPROVE_POPUP_FEATURES)
  // A dApp page with `Cross-Origin-Opener-Policy: same-origin` cuts the popup off at once.
  if (!popup || popup.closed) return { kind: 'blocked' }

  let done = false

  const onMessage = (event: MessageEvent): void => {
    if (event.source !== popup || event.origin !== ownOrigin) return
    // Ours: the frame's listener for the dApp's messages need not see (and warn about) it.
    event.stopImmediatePropagation()
    const message = parseApprovePopupMessage(event.data)
    if (message?.type === 'PORTICO_APPROVE_READY') {
      ready = true
      popup.postMessage(request, ownOrigin)
    }
    if (message?.type === 'PORTICO_APPROVE_DECISION' && message.requestId === request.requestId)
      finish(message.decision)
  }
  const onPageHide = (): void => finish(undefined)
  const poll = setInterval(() => {
    if (popup.closed) finish('reject')
  }, POPUP_CLOSED_POLL_MS)

  function finish(decision: 'approve' | 'reject' | undefined): void {
    if (done) return
    done = true
    clearInterval(poll)
    window.removeEventListener('message', onMessage, true)
    window.removeEventListener('pagehide', onPageHide)
    if (!popup?.closed) popup?.close()
    if (decision) parameters.onDecision(decision)
  }

  // Capture: runs before the listener for the dApp's messages.
  window.addEventListener('message', onMessage, true)
  window.addEventListener('pagehide', onPageHide)

  return {
    kind: 'open',
    focus: () => popup.focus(),
    close: () => finish(undefined),
    update(details) {
      request = { ...request, details }
      if (ready && !done) popup.postMessage(request, ownOrigin)
    },
  }
}
