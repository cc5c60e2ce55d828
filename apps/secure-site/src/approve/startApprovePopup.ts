import { applyTheme } from '../frame/applyTheme.ts'
import { type ApprovePopupMessage, parseApprovePopupMessage } from './approvePopupMessages.ts'
import { type ApproveGuard, createApproveGuard } from './createApproveGuard.ts'
import { type ApprovePanel, originHost, renderApprovePanel } from './renderApprovePanel.ts'

/** How often the popup looks whether the frame that opened it is still there. */
export const OPENER_GONE_POLL_MS = 500

export interface StartApprovePopupParameters {
  /** The popup's own window. */
  window: Window
  root: HTMLElement
  /** Default ARM_AFTER_MS (600): Approve arms this long after the window is shown and focused. */
  armAfterMs?: number
}

export interface StartApprovePopupReturnType {
  stop(): void
}

type Request = Extract<ApprovePopupMessage, { type: 'PORTICO_APPROVE_REQUEST' }>

function notice(document: Document, root: HTMLElement, text: string): void {
  const main = document.createElement('main')
  main.className = 'standalone'
  const paragraph = document.createElement('p')
  paragraph.textContent = text
  main.append(paragraph)
  root.replaceChildren(main)
  root.hidden = false
}

/**
 * `approve.html`: the approve popup the frame opens where it cannot know whether a page covers
 * it. A top-level window on the secure site's origin, so no page can cover or fade it. It asks
 * its opener (the frame, same origin) for the request, shows the same panel as the frame
 * (verified host first), and answers Approve or Reject. Approve arms 600 ms after the window is
 * shown and focused, and again after any loss of focus, resize or move; a click must be trusted.
 * Messages go to this origin only and count only from it and from `window.opener`. Framed, or
 * opened by anything but the frame, it shows a sentence and does nothing.
 *
 * @example
 * startApprovePopup({ window, root: document.getElementById('app')! })
 */
export function startApprovePopup(
  parameters: StartApprovePopupParameters,
): StartApprovePopupReturnType {
  const { window, root } = parameters
  const { document } = window
  const ownOrigin = window.location.origin
  const opener = window.opener as Window | null

  if (window.top !== window.self) {
    // Framed: a page could cover it, the very thing this window is for.
    notice(document, root, 'This page only works as a window of its own.')
    return { stop() {} }
  }
  if (!opener) {
    notice(document, root, 'Nothing to approve here. This window opens from a site’s wallet.')
    return { stop() {} }
  }

  let guard: ApproveGuard | undefined
  let shown: { requestId: string; panel: ApprovePanel } | undefined
  let decided = false

  function decide(request: Request, decision: 'approve' | 'reject', panel: HTMLElement): void {
    if (decided) return
    decided = true
    guard?.stop()
    guard = undefined
    panel.dataset.state = 'decided'
    for (const control of panel.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
      '.approve__actions button, .approve__actions input',
    ))
      control.disabled = true
    const hint = panel.querySelector('.approve__hint')
    if (hint) hint.textContent = decision === 'approve' ? 'Approved.' : 'Rejected.'
    const message: ApprovePopupMessage = {
      type: 'PORTICO_APPROVE_DECISION',
      requestId: request.requestId,
      decision,
    }
    opener?.postMessage(message, ownOrigin)
  }

  function show(request: Request): void {
    if (request.requestId === shown?.requestId) {
      // The same request with more known (its simulation): updated in place, not re-armed here.
      if (!decided) shown.panel.update(request.details)
      return
    }
    decided = false
    guard?.stop()
    if (request.theme) applyTheme(document, request.theme)
    document.title = `Approve: ${originHost(request.origin)}`
    const approvePanel = renderApprovePanel(document, {
      details: request.details,
      origin: request.origin,
      dappName: request.dappName ?? undefined,
    })
    const { panel, footer } = approvePanel
    shown = { requestId: request.requestId, panel: approvePanel }
    const hint = document.createElement('p')
    hint.id = 'approve-hint'
    hint.className = 'approve__hint'
    hint.textContent = 'Check the request…'
    const buttons = document.createElement('div')
    buttons.className = 'approve__buttons'
    const reject = document.createElement('button')
    reject.type = 'button'
    reject.className = 'button button--secondary'
    reject.textContent = 'Reject'
    reject.dataset.testid = 'approve-transaction-reject'
    const approve = document.createElement('button')
    approve.type = 'button'
    approve.className = 'button button--primary'
    approve.textContent = 'Approve'
    approve.dataset.testid = 'approve-transaction-approve'
    approve.disabled = true
    approve.setAttribute('aria-describedby', 'approve-hint')
    reject.addEventListener('click', () => decide(request, 'reject', panel))
    let armed = false
    const syncApprove = () => {
      approve.disabled = !(armed && approvePanel.confirmed())
    }
    approvePanel.onConfirmedChange(syncApprove)
    buttons.append(reject, approve)
    footer.dataset.armed = 'false'
    footer.append(hint, buttons)
    root.replaceChildren(panel)
    root.hidden = false
    guard = createApproveGuard({
      window,
      target: panel,
      button: approve,
      ...(parameters.armAfterMs === undefined ? {} : { armAfterMs: parameters.armAfterMs }),
      onArmedChange(next) {
        armed = next
        syncApprove()
        footer.dataset.armed = String(armed)
      },
      onApprove: () => {
        if (approvePanel.confirmed()) decide(request, 'approve', panel)
      },
    })
  }

  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== ownOrigin || event.source !== opener) return
    const message = parseApprovePopupMessage(event.data)
    if (message?.type === 'PORTICO_APPROVE_REQUEST') show(message)
  }
  const poll = setInterval(() => {
    if (!opener.closed) return
    stop()
    if (!decided) notice(document, root, 'The site that asked is gone. You can close this window.')
  }, OPENER_GONE_POLL_MS)

  function stop(): void {
    clearInterval(poll)
    guard?.stop()
    guard = undefined
    window.removeEventListener('message', onMessage)
  }

  notice(document, root, 'Loading the request…')
  window.addEventListener('message', onMessage)
  const ready: ApprovePopupMessage = { type: 'PORTICO_APPROVE_READY' }
  opener.postMessage(ready, ownOrigin)
  return { stop }
}
