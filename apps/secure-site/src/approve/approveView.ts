import type { FrameI18n } from '../i18n/frameI18n.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import type { ApprovalView } from './approvalQueue.ts'
import { type ApproveGuard, createApproveGuard } from './createApproveGuard.ts'
import {
  detectVisibilityTracking,
  type VisibilityObserverConstructor,
} from './detectVisibilityTracking.ts'
import {
  type OpenApprovePopupReturnType,
  type OpenWindow,
  openApprovePopup,
} from './openApprovePopup.ts'
import { type ApprovePanel, renderApprovePanel } from './renderApprovePanel.ts'

/** With visibility tracking, the popup is offered when Approve has not armed for this long. */
export const POPUP_OFFER_AFTER_MS = 3000

export interface CreateApproveViewParameters {
  document: Document
  /** The element the view fills; emptied and hidden when nothing waits for approval. */
  root: HTMLElement
  /** The embedding page's verified origin: its host is the view's heading. */
  parentOrigin: string
  /** The language the view speaks until `setI18n` changes it. */
  i18n: FrameI18n
  /**
   * IntersectionObserver v2. Default: the browser's, if it has v2 (`detectVisibilityTracking`).
   * `null`: none, as in Firefox and Safari (approval goes through the popup).
   */
  visibility?: VisibilityObserverConstructor | null
  /** Default `window.open`. */
  openWindow?: OpenWindow
  /** Default ARM_AFTER_MS (600). */
  armAfterMs?: number
  /** Default POPUP_OFFER_AFTER_MS. */
  popupOfferAfterMs?: number
}

export interface ApproveView extends ApprovalView {
  /** APP_SYNC_DAPP_DATA: the dApp's name, shown as text (its icon is never loaded). */
  setDappName(name: string | undefined): void
  /**
   * APP_SYNC_LOCALE: the view speaks `i18n` from now on. A request on show (not yet approved)
   * is shown again in it, from the start: Approve arms again as for a new view.
   */
  setI18n(i18n: FrameI18n): void
}

/** 128 random bits in hex (`crypto.randomUUID` exists only in secure contexts). */
const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

function button(document: Document, label: string, testId: string, className: string) {
  const created = document.createElement('button')
  created.type = 'button'
  created.className = `button ${className}`
  created.textContent = label
  created.dataset.testid = testId
  return created
}

/**
 * The approve view: the verified host of the page that asks (its self-chosen name only below,
 * labelled as such), the request in words and in detail, and Reject / Approve.
 *
 * Where the browser reports real visibility (IntersectionObserver v2, Chromium) Approve arms
 * only after the view has been fully visible, unmoved, for 600 ms, and takes only clicks that
 * pass `createApproveGuard`'s checks; if it has not armed after 3 s (something covers it) the
 * view also offers "Review in a secure window". Elsewhere Approve stays disabled and that offer
 * is the way to approve: a popup window on this site's origin (`approve.html`), which no page
 * can cover, shows the same panel and answers with window messages (`openApprovePopup`).
 * Reject is always available. While the approved request runs, Approve reads "Approving…".
 * Every word is in the locale of `i18n`; the popup gets the same locale.
 *
 * @example
 * const view = createApproveView({ document, root: document.getElementById('app')!, parentOrigin, i18n })
 * const approvals = createApprovalQueue(view)
 */
export function createApproveView(parameters: CreateApproveViewParameters): ApproveView {
  const { document, root, parentOrigin } = parameters
  const window = document.defaultView
  const visibility =
    parameters.visibility === undefined
      ? window
        ? detectVisibilityTracking(window)
        : undefined
      : (parameters.visibility ?? undefined)
  const openWindow: OpenWindow | undefined =
    parameters.openWindow ??
    (window ? (url, target, features) => window.open(url, target, features) : undefined)
  const offerAfterMs = parameters.popupOfferAfterMs ?? POPUP_OFFER_AFTER_MS

  let dappName: string | undefined
  let i18n = parameters.i18n
  /** What the request on show holds; undefined when nothing is shown. */
  let current:
    | {
        details: ApprovalDetails
        actions: { approve(): void; reject(): void }
        approving: boolean
        panel: ApprovePanel
        guard: ApproveGuard | undefined
        popup: OpenApprovePopupReturnType | undefined
        offerTimer: ReturnType<typeof setTimeout> | undefined
      }
    | undefined

  root.hidden = true

  function release(): void {
    if (!current) return
    current.guard?.stop()
    clearTimeout(current.offerTimer)
    if (current.popup?.kind === 'open') current.popup.close()
    current = undefined
  }

  const view: ApproveView = {
    setDappName(name) {
      dappName = name?.trim() || undefined
      current?.panel.setDappName(dappName)
    },

    setI18n(next) {
      i18n = next
      if (current && !current.approving) view.show(current.details, current.actions)
    },

    show(details, actions) {
      release()
      const { t } = i18n
      const panel = renderApprovePanel(document, {
        details,
        origin: parentOrigin,
        dappName,
        i18n,
      })
      const { footer } = panel

      const offer = document.createElement('div')
      offer.className = 'approve__offer'
      offer.hidden = true
      const review = button(
        document,
        t('approve.reviewInWindow'),
        'approve-transaction-popup',
        'button--secondary',
      )
      const status = document.createElement('p')
      status.className = 'approve__status'
      status.setAttribute('role', 'status')
      offer.append(review, status)

      const hint = document.createElement('p')
      hint.id = 'approve-hint'
      hint.className = 'approve__hint'

      const buttons = document.createElement('div')
      buttons.className = 'approve__buttons'
      const reject = button(
        document,
        t('approve.reject'),
        'approve-transaction-reject',
        'button--secondary',
      )
      const approve = button(
        document,
        t('approve.approve'),
        'approve-transaction-approve',
        'button--primary',
      )
      approve.disabled = true
      approve.setAttribute('aria-describedby', 'approve-hint')
      reject.addEventListener('click', () => actions.reject())
      // Approve is usable once the guard armed it and any warning was confirmed.
      let armed = false
      const syncApprove = () => {
        approve.disabled = !(armed && panel.confirmed())
      }
      panel.onConfirmedChange(syncApprove)
      buttons.append(reject, approve)
      footer.dataset.armed = 'false'
      footer.append(offer, hint, buttons)

      const state: NonNullable<typeof current> = {
        details,
        actions,
        approving: false,
        panel,
        guard: undefined,
        popup: undefined,
        offerTimer: undefined,
      }

      const showOffer = (): void => {
        clearTimeout(state.offerTimer)
        state.offerTimer = undefined
        offer.hidden = false
      }

      review.addEventListener('click', () => {
        if (state.popup?.kind === 'open') {
          state.popup.focus()
          return
        }
        if (!window || !openWindow) {
          status.textContent = t('approve.popupBlocked')
          return
        }
        const theme = document.documentElement.dataset.theme
        state.popup = openApprovePopup({
          window,
          open: openWindow,
          request: {
            type: 'PORTICO_APPROVE_REQUEST',
            requestId: randomId(),
            origin: parentOrigin,
            dappName: dappName ?? null,
            details,
            theme: theme === 'light' || theme === 'dark' ? theme : null,
            locale: i18n.locale,
          },
          onDecision(decision) {
            state.popup = undefined
            status.textContent = ''
            if (decision === 'approve') actions.approve()
            else actions.reject()
          },
        })
        status.textContent = t(
          state.popup.kind === 'open' ? 'approve.popupOpen' : 'approve.popupBlocked',
        )
      })

      if (visibility && window) {
        hint.textContent = t('approve.waitingHint')
        const scheduleOffer = (): void => {
          if (!offer.hidden || state.offerTimer !== undefined) return
          state.offerTimer = setTimeout(showOffer, offerAfterMs)
        }
        state.guard = createApproveGuard({
          window,
          target: panel.panel,
          button: approve,
          visibility,
          ...(parameters.armAfterMs === undefined ? {} : { armAfterMs: parameters.armAfterMs }),
          onArmedChange(next) {
            armed = next
            syncApprove()
            footer.dataset.armed = String(armed)
            if (armed) {
              clearTimeout(state.offerTimer)
              state.offerTimer = undefined
            } else scheduleOffer()
          },
          onApprove: () => {
            if (panel.confirmed()) actions.approve()
          },
        })
        scheduleOffer()
      } else {
        hint.textContent = t('approve.noVisibilityHint')
        showOffer()
      }

      root.replaceChildren(panel.panel)
      root.hidden = false
      current = state
    },

    update(details) {
      if (!current) return
      current.details = details
      current.panel.update(details)
      if (current.popup?.kind === 'open') current.popup.update(details)
    },

    setApproving() {
      if (!current) return
      current.approving = true
      current.guard?.stop()
      current.guard = undefined
      clearTimeout(current.offerTimer)
      const { panel, footer } = current.panel
      panel.dataset.state = 'approving'
      panel.setAttribute('aria-busy', 'true')
      for (const control of footer.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
        'button, input',
      )) {
        control.disabled = true
      }
      const approve = footer.querySelector<HTMLButtonElement>(
        '[data-testid="approve-transaction-approve"]',
      )
      if (approve) approve.textContent = i18n.t('approve.approving')
    },

    hide() {
      release()
      root.replaceChildren()
      root.hidden = true
    },
  }
  return view
}
