import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { getByRole, getByTestId } from '@testing-library/dom'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadFrameI18n } from '../i18n/loadFrameI18n.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import type { ApprovePopupMessage } from './approvePopupMessages.ts'
import { ARM_AFTER_MS } from './createApproveGuard.ts'
import { OPENER_GONE_POLL_MS, startApprovePopup } from './startApprovePopup.ts'
import { personClick } from './testing/trustedEvents.ts'

// approve.html's logic in a stand-in window: its opener (the frame) records what the popup posts.

const SECURE = 'http://127.0.0.1:5180'
const DAPP = 'http://127.0.0.1:5173'
const DETAILS: ApprovalDetails = {
  kind: 'personal_sign',
  address: OTHER_ADDRESS,
  message: { text: 'Hello from the popup', encoding: 'utf8' },
}
const REQUEST: ApprovePopupMessage = {
  type: 'PORTICO_APPROVE_REQUEST',
  requestId: 'request-1',
  origin: DAPP,
  dappName: 'Portico Demo',
  details: DETAILS,
  theme: 'dark',
  locale: 'en',
}

function popupWindow(options: { framed?: boolean; opener?: boolean } = {}) {
  const events = new EventTarget()
  const posted: { message: unknown; targetOrigin: string }[] = []
  const opener = {
    closed: false,
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const popup = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    document,
    devicePixelRatio: 1,
    location: { origin: SECURE, href: `${SECURE}/approve.html` },
    opener: options.opener === false ? null : opener,
    self: undefined as unknown,
    top: undefined as unknown,
  }
  popup.self = popup
  popup.top = options.framed ? {} : popup
  const root = document.createElement('div')
  document.body.append(root)
  /** A message to the popup, from the opener at the secure origin unless told otherwise. */
  const receive = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    events.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? SECURE,
        source: (from.source ?? opener) as MessageEventSource,
      }),
    )
  return { window: popup as unknown as Window, events, opener, posted, root, receive }
}

let stops: (() => void)[] = []

// Loaded once: then the popup shows what it is sent at once, as when its catalogue is cached.
beforeAll(async () => {
  await loadFrameI18n('en')
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  vi.useRealTimers()
  document.body.replaceChildren()
  delete document.documentElement.dataset.theme
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

function started(options?: Parameters<typeof popupWindow>[0]) {
  const popup = popupWindow(options)
  const { stop } = startApprovePopup({ window: popup.window, root: popup.root })
  stops.push(stop)
  return popup
}

describe('startApprovePopup', () => {
  test('default: asks its opener for the request, at its own origin only', () => {
    const { posted, root } = started()
    expect(posted).toEqual([{ message: { type: 'PORTICO_APPROVE_READY' }, targetOrigin: SECURE }])
    expect(root.textContent).toBe('Loading the request…')
  })

  test('default: shows the same panel as the frame: host first, the claimed name second', () => {
    const { root, receive } = started()
    receive(REQUEST)
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('127.0.0.1:5173')
    expect(root.querySelector('.approve__claim')?.textContent).toBe('calls itself “Portico Demo”')
    expect(root.querySelector('.approve__title')?.textContent).toBe('Sign message')
    expect(root.querySelector('.message')?.textContent).toBe('Hello from the popup')
    expect(document.title).toBe('Approve: 127.0.0.1:5173')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  test('behavior: Approve arms 600 ms after the window is shown and focused, then answers the opener', () => {
    const { root, receive, posted } = started()
    receive(REQUEST)
    const approve = getByTestId(root, 'approve-transaction-approve') as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ARM_AFTER_MS - 1)
    personClick(approve)
    expect(posted).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
    approve.click() // a script's click: not trusted
    expect(posted).toHaveLength(1)
    personClick(approve)
    expect(posted.at(-1)).toEqual({
      message: { type: 'PORTICO_APPROVE_DECISION', requestId: 'request-1', decision: 'approve' },
      targetOrigin: SECURE,
    })
    expect(approve.disabled).toBe(true)
    personClick(approve)
    expect(posted).toHaveLength(2)
  })

  test('behavior: losing the focus disarms; focused again, it waits the full time again', () => {
    const { root, receive, events } = started()
    receive(REQUEST)
    const approve = getByTestId(root, 'approve-transaction-approve') as HTMLButtonElement
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(approve.disabled).toBe(false)
    events.dispatchEvent(new FocusEvent('blur'))
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(2 * ARM_AFTER_MS)
    expect(approve.disabled).toBe(true)
    events.dispatchEvent(new FocusEvent('focus'))
    vi.advanceTimersByTime(ARM_AFTER_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
  })

  test('behavior: Reject answers at once, without arming', () => {
    const { root, receive, posted } = started()
    receive(REQUEST)
    getByTestId(root, 'approve-transaction-reject').click()
    expect(posted.at(-1)?.message).toEqual({
      type: 'PORTICO_APPROVE_DECISION',
      requestId: 'request-1',
      decision: 'reject',
    })
  })

  test('behavior: a request from another origin or another window is ignored', () => {
    const { root, receive } = started()
    receive(REQUEST, { origin: DAPP })
    receive(REQUEST, { source: {} })
    receive({ ...REQUEST, details: 'not details' })
    expect(root.textContent).toBe('Loading the request…')
  })

  test('behavior: the frame gone (opener closed) is said so', () => {
    const { root, receive, opener } = started()
    receive(REQUEST)
    opener.closed = true
    vi.advanceTimersByTime(OPENER_GONE_POLL_MS)
    expect(root.textContent).toBe('The site that asked is gone. You can close this window.')
  })

  test('parameters: speaks the frame’s locale: words, lang and dir, title', async () => {
    await loadFrameI18n('ar')
    const { root, receive } = started()
    receive({ ...REQUEST, locale: 'ar' })
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('موافقة')
    expect(root.querySelector('.approve__title')?.textContent).toBe('توقيع رسالة')
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    expect(document.title).toBe('الموافقة: 127.0.0.1:5173')
    getByTestId(root, 'approve-transaction-reject').click()
    expect(root.querySelector('.approve__hint')?.textContent).toBe('تم الرفض.')
  })

  test('hostile: a locale that is not the kit’s is English', () => {
    const { root, receive } = started()
    receive({ ...REQUEST, locale: 'ar"><img src=x>' })
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('Approve')
    expect(document.documentElement.lang).toBe('en')
    expect(root.querySelector('img')).toBeNull()
  })

  test.each([
    ['framed', { framed: true }, 'This page only works as a window of its own.'],
    ['opened without an opener', { opener: false }, 'Nothing to approve here.'],
  ])('behavior: %s, it shows a sentence and posts nothing', (_, options, text) => {
    const { root, posted } = started(options)
    expect(root.textContent).toContain(text)
    expect(posted).toEqual([])
  })
})
