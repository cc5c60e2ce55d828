import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { getByRole, getByTestId } from '@testing-library/dom'
import type { Address } from 'viem'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { loadFrameI18n } from '../i18n/loadFrameI18n.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import { createApprovalQueue } from './approvalQueue.ts'
import { createApproveView } from './approveView.ts'
import { TEST_FEE, VERIFIED_TRANSACTION } from './testing/chainFacts.ts'

// Issue #30: the approve view in the kit's language. Amounts stay exact, digit for digit;
// addresses stay left to right; Arabic lays out right to left.

const FROM: Address = OTHER_ADDRESS
const TO: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const PUSD: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let arabic: FrameI18n
let german: FrameI18n

beforeAll(async () => {
  ;[arabic, german] = await Promise.all([loadFrameI18n('ar'), loadFrameI18n('de')])
})

afterEach(() => {
  document.body.replaceChildren()
})

function setup(i18n: FrameI18n, open?: typeof window.open) {
  const root = document.createElement('div')
  document.body.append(root)
  const view = createApproveView({
    document,
    root,
    parentOrigin: 'http://127.0.0.1:5173',
    i18n,
    visibility: null,
    ...(open ? { openWindow: open } : {}),
  })
  return { root, view, approvals: createApprovalQueue(view) }
}

/** A PUSD transfer of `amount` smallest units, its fee at 3000 USD per ETH, the fee high. */
const pusdTransfer = (amount: bigint): ApprovalDetails => ({
  kind: 'transaction',
  ...VERIFIED_TRANSACTION,
  fee: { ...TEST_FEE, nativePriceUsd: 3000, high: true },
  chainId: 31337,
  from: FROM,
  transfer: {
    kind: 'token',
    token: PUSD,
    to: TO,
    amount,
    metadata: { symbol: 'PUSD', decimals: 6 },
  },
  to: PUSD,
  value: 0n,
  data: undefined,
})

function fieldsOf(root: HTMLElement): Record<string, string> {
  const terms = [...root.querySelectorAll('.fields dt')]
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )
}

describe('approve view in Arabic', () => {
  test('default: lang and dir on the panel, its words in Arabic, the warning and its second confirmation too', () => {
    const { root, approvals } = setup(arabic)
    void approvals.request(pusdTransfer(12_500_000n), async () => '0xhash')
    const panel = root.querySelector('main.approve') as HTMLElement
    expect([panel.lang, panel.dir]).toEqual(['ar', 'rtl'])
    expect(panel.querySelector('.approve__title')?.textContent).toBe('إرسال 12.5 PUSD')
    expect(getByRole(root, 'button', { name: 'رفض' })).toBeTruthy()
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('موافقة')
    expect(root.querySelector('.warning')?.textContent).toContain('أعلى بكثير مما تطلبه الشبكة')
    expect(root.querySelector('.approve__confirm')?.textContent).toContain(
      'قرأت التحذير وأريد الموافقة رغم ذلك',
    )
    expect(fieldsOf(root)).toMatchObject({
      من: FROM,
      إلى: TO,
      المبلغ: '12.5 PUSD',
      'عقد الرمز': PUSD,
      الشبكة: 'السلسلة 31337',
      // The dollar estimate as Intl writes it in Arabic (a right-to-left mark, a no-break space).
      'أقصى رسوم للشبكة': '0.000021 ETH (≈ \u200f0.06\u00a0US$)',
    })
    // Both figures of the fee are left-to-right parts: Intl's Arabic dollars would otherwise
    // read '$US 0.06' in the right-to-left sentence.
    const fee = [...root.querySelectorAll('.fields dd')].find((value) =>
      value.textContent?.includes('ETH ('),
    )
    expect(
      [...(fee?.querySelectorAll('[dir="ltr"]') ?? [])].map((part) => part.textContent),
    ).toEqual(['0.000021 ETH', '\u200f0.06\u00a0US$'])
  })

  test('behavior: every address and amount in the sentence is a left-to-right isolate, whole and untouched', () => {
    const { root, approvals } = setup(arabic)
    void approvals.request(pusdTransfer(12_500_000n), async () => '0xhash')
    const sentence = root.querySelector('.transfer') as HTMLElement
    expect(sentence.textContent).toBe(`إرسال 12.5 PUSD إلى ${TO}`)
    const isolated = [...sentence.querySelectorAll('[dir]')].map((element) => [
      element.className,
      element.getAttribute('dir'),
      element.textContent,
    ])
    expect(isolated).toEqual([
      ['amount', 'ltr', '12.5 PUSD'],
      ['address', 'ltr', TO],
    ])
    // The heading's host too, and each address in the fields.
    expect(root.querySelector('.approve__host .address')?.getAttribute('dir')).toBe('ltr')
    for (const value of [FROM, TO, PUSD]) {
      const shown = [...root.querySelectorAll('.fields .address')].find(
        (element) => element.textContent === value,
      )
      expect(shown?.getAttribute('dir')).toBe('ltr')
    }
  })

  test('hostile: a page name with direction marks is isolated in a <bdi>: it cannot reorder the claim', () => {
    const { root, view, approvals } = setup(arabic)
    view.setDappName('\u202eevil.example')
    void approvals.request(pusdTransfer(1n), async () => '0xhash')
    const name = root.querySelector('.approve__dapp') as HTMLElement
    expect(name.tagName).toBe('BDI')
    expect(root.querySelector('.approve__claim')?.textContent).toBe(
      'يسمّي نفسه «\u202eevil.example»',
    )
  })
})

describe('approve view in German', () => {
  test('behavior: amounts and fees in German notation, every digit kept', () => {
    const { root, approvals } = setup(german)
    // 10²⁴ + 1 smallest units: 1,000,000,000,000,000,000.000001 PUSD, more digits than a double.
    void approvals.request(pusdTransfer(10n ** 24n + 1n), async () => '0xhash')
    expect(root.querySelector('.approve__title')?.textContent).toBe(
      '1000000000000000000,000001 PUSD senden',
    )
    expect(fieldsOf(root)).toMatchObject({
      Betrag: '1000000000000000000,000001 PUSD',
      'Max. Netzwerkgebühr': '0,000021 ETH (≈ 0,06\u00a0$)',
      Gaslimit: '21000',
      'Max. Gebühr pro Gas': '1 gwei',
    })
  })
})

describe('a language change while a request is on show', () => {
  test('behavior: the request is shown again in the new language, with its Approve from the start', () => {
    const { root, view, approvals } = setup(english)
    void approvals.request(pusdTransfer(12_500_000n), async () => '0xhash')
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('Approve')
    view.setI18n(german)
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('Genehmigen')
    expect((getByTestId(root, 'approve-transaction-approve') as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(root.querySelector('main.approve')?.getAttribute('lang')).toBe('de')
    // The box of the second confirmation is new, unticked.
    expect((getByTestId(root, 'approve-transaction-confirm') as HTMLInputElement).checked).toBe(
      false,
    )
  })

  test('behavior: a request being approved is left as it is', () => {
    const { root, view, approvals } = setup(english)
    void approvals.request(pusdTransfer(12_500_000n), () => new Promise<string>(() => {}))
    view.setApproving()
    view.setI18n(german)
    expect(getByTestId(root, 'approve-transaction-approve').textContent).toBe('Approving…')
  })

  test('behavior: the secure window is asked to speak the view’s language', () => {
    vi.useFakeTimers()
    try {
      const posted: unknown[] = []
      const popup = {
        closed: false,
        postMessage: (message: unknown) => posted.push(message),
        close() {},
      }
      const open = vi.fn(() => popup as unknown as Window)
      const { root, approvals } = setup(arabic, open as unknown as typeof window.open)
      void approvals.request(pusdTransfer(1n), async () => '0xhash')
      getByTestId(root, 'approve-transaction-popup').click()
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'PORTICO_APPROVE_READY' },
          origin: window.location.origin,
          source: popup as unknown as MessageEventSource,
        }),
      )
      expect(posted).toMatchObject([{ type: 'PORTICO_APPROVE_REQUEST', locale: 'ar' }])
    } finally {
      vi.useRealTimers()
    }
  })
})
