import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { english } from '../../i18n/testing/englishI18n.ts'
import { createApprovalQueue } from '../approvalQueue.ts'
import { createApproveView } from '../approveView.ts'

/** What the real-browser test reads from the frame (`window.fixture`). */
export interface BrowserFixtureState {
  /** 'waiting', then 'approved: …' or 'rejected: …'. */
  outcome: string
  /** performance.now() when the request was shown. */
  shownAt: number
  /** [performance.now(), disabled] each time Approve's `disabled` changed. */
  approveChanges: [number, boolean][]
}

const ACCOUNT: Address = OTHER_ADDRESS

// The approve view alone, as the frame runs it, for src/approve/approveView.browser.test.ts:
// one personal_sign request waits; `?visibility=none` makes it act as in a browser without
// IntersectionObserver v2 (the popup path), and `?armAfter=<ms>` sets the arming time.
const root = document.getElementById('app') as HTMLElement
const parentOrigin = location.ancestorOrigins?.[0] ?? new URL(document.referrer).origin
const query = new URLSearchParams(location.search)
const armAfter = query.get('armAfter')
const view = createApproveView({
  document,
  root,
  parentOrigin,
  i18n: english,
  ...(query.get('visibility') === 'none' ? { visibility: null } : {}),
  ...(armAfter === null ? {} : { armAfterMs: Number(armAfter) }),
})
view.setDappName('Totally Legit Wallet')
const state: BrowserFixtureState = { outcome: 'waiting', shownAt: 0, approveChanges: [] }
;(window as unknown as { fixture: BrowserFixtureState }).fixture = state
const answer = createApprovalQueue(view).request(
  {
    kind: 'personal_sign',
    address: ACCOUNT,
    message: { text: 'Claim your free tokens', encoding: 'utf8' },
  },
  async () => 'signed',
)
state.shownAt = performance.now()
answer.then(
  (value) => {
    state.outcome = `approved: ${value}`
  },
  (error: Error) => {
    state.outcome = `rejected: ${error.message}`
  },
)
const approve = root.querySelector('[data-testid="approve-transaction-approve"]')
if (approve) {
  new MutationObserver(() => {
    state.approveChanges.push([performance.now(), (approve as HTMLButtonElement).disabled])
  }).observe(approve, { attributes: true, attributeFilter: ['disabled'] })
}
