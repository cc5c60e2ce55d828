import { type Locale, readSystemLanguages, resolveLocale } from '@portico/core'
import { applyTheme } from '../frame/applyTheme.ts'
import { applyLocale } from '../i18n/applyLocale.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { loadedFrameI18n, loadFrameI18n } from '../i18n/loadFrameI18n.ts'
import type { MessageId } from '../i18n/messageId.ts'
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

/** Runs `use` with the messages of `locale`: at once if they are loaded, else once they are. */
function withI18n(locale: Locale, use: (i18n: FrameI18n) => void): void {
  const ready = loadedFrameI18n(locale)
  if (ready) use(ready)
  else
    loadFrameI18n(locale).then(use, (error: unknown) =>
      console.error('[portico] the approve window could not load its messages', error),
    )
}

function notice(document: Document, root: HTMLElement, i18n: FrameI18n, id: MessageId): void {
  applyLocale(document.documentElement, i18n)
  const main = document.createElement('main')
  main.className = 'standalone'
  const paragraph = document.createElement('p')
  paragraph.textContent = i18n.t(id)
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
 * opened by anything but the frame, it shows a sentence and does nothing. It speaks the locale
 * the frame sends with the request (its notices before one: the browser's language).
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
  /** The words of the notices: the browser's language until a request brings the frame's. */
  let noticeLocale = resolveLocale(readSystemLanguages())
  const say = (id: MessageId) => withI18n(noticeLocale, (i18n) => notice(document, root, i18n, id))

  if (window.top !== window.self) {
    // Framed: a page could cover it, the very thing this window is for.
    say('popup.framed')
    return { stop() {} }
  }
  if (!opener) {
    say('popup.noOpener')
    return { stop() {} }
  }

  let guard: ApproveGuard | undefined
  let shown: { requestId: string; panel: ApprovePanel; i18n: FrameI18n } | undefined
  let decided = false
  let stopped = false
  /** The last request received: only it is shown once its messages are loaded. */
  let latest: Request | undefined

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
    if (hint && shown)
      hint.textContent = shown.i18n.t(decision === 'approve' ? 'popup.approved' : 'popup.rejected')
    const message: ApprovePopupMessage = {
      type: 'PORTICO_APPROVE_DECISION',
      requestId: request.requestId,
      decision,
    }
    opener?.postMessage(message, ownOrigin)
  }

  function show(request: Request, i18n: FrameI18n): void {
    if (request.requestId === shown?.requestId && i18n === shown.i18n) {
      // The same request with more known (its simulation): updated in place, not re-armed here.
      if (!decided) shown.panel.update(request.details)
      return
    }
    decided = false
    guard?.stop()
    const { t } = i18n
    if (request.theme) applyTheme(document, request.theme)
    applyLocale(document.documentElement, i18n)
    document.title = t('popup.documentTitle', { host: originHost(request.origin) })
    const approvePanel = renderApprovePanel(document, {
      details: request.details,
      origin: request.origin,
      dappName: request.dappName ?? undefined,
      i18n,
    })
    const { panel, footer } = approvePanel
    shown = { requestId: request.requestId, panel: approvePanel, i18n }
    const hint = document.createElement('p')
    hint.id = 'approve-hint'
    hint.className = 'approve__hint'
    hint.textContent = t('approve.waitingHint')
    const buttons = document.createElement('div')
    buttons.className = 'approve__buttons'
    const reject = document.createElement('button')
    reject.type = 'button'
    reject.className = 'button button--secondary'
    reject.textContent = t('approve.reject')
    reject.dataset.testid = 'approve-transaction-reject'
    const approve = document.createElement('button')
    approve.type = 'button'
    approve.className = 'button button--primary'
    approve.textContent = t('approve.approve')
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
    if (message?.type !== 'PORTICO_APPROVE_REQUEST') return
    const request = message
    latest = request
    noticeLocale = request.locale
    withI18n(request.locale, (i18n) => {
      if (latest === request && !stopped) show(request, i18n)
    })
  }
  const poll = setInterval(() => {
    if (!opener.closed) return
    stop()
    if (!decided) say('popup.openerGone')
  }, OPENER_GONE_POLL_MS)

  function stop(): void {
    stopped = true
    clearInterval(poll)
    guard?.stop()
    guard = undefined
    window.removeEventListener('message', onMessage)
  }

  withI18n(noticeLocale, (i18n) => {
    // Only while nothing else is on show: the request may have come first.
    if (!latest && !stopped) notice(document, root, i18n, 'popup.loading')
  })
  window.addEventListener('message', onMessage)
  const ready: ApprovePopupMessage = { type: 'PORTICO_APPROVE_READY' }
  opener.postMessage(ready, ownOrigin)
  return { stop }
}
