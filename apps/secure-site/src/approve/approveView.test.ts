import { UserRejectedRequestError } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { getByRole, getByTestId, queryByRole } from '@testing-library/dom'
import type { Address, Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formatDateTime } from '../i18n/formatDateTime.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import { createApprovalQueue } from './approvalQueue.ts'
import { createApproveView, POPUP_OFFER_AFTER_MS } from './approveView.ts'
import { ARM_AFTER_MS } from './createApproveGuard.ts'
import {
  APPROVE_POPUP_FEATURES,
  APPROVE_POPUP_NAME,
  POPUP_CLOSED_POLL_MS,
} from './openApprovePopup.ts'
import { DATA_PREVIEW_LENGTH } from './renderApprovalDetails.ts'
import {
  TEST_FEE,
  TEST_FEE_FIELDS,
  VERIFIED_CALLS,
  VERIFIED_TRANSACTION,
} from './testing/chainFacts.ts'
import { createFakeVisibility, type FakeVisibility } from './testing/createFakeVisibility.ts'
import {
  FRAME_AT,
  keyboardClick,
  moved,
  personClick,
  personMove,
  trusted,
} from './testing/trustedEvents.ts'

const FROM: Address = OTHER_ADDRESS
const TO: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const PUSD: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const DAPP = 'http://127.0.0.1:5173'

/** A view as in Firefox or Safari (no IntersectionObserver v2), or with a fake v2 the test drives. */
function setup(options: { visibility?: FakeVisibility; open?: typeof window.open } = {}) {
  const root = document.createElement('div')
  document.body.append(root)
  const view = createApproveView({
    document,
    root,
    parentOrigin: DAPP,
    i18n: english,
    visibility: options.visibility?.IntersectionObserver ?? null,
    ...(options.open ? { openWindow: options.open } : {}),
  })
  const approvals = createApprovalQueue(view)
  return { root, view, approvals }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('approve view', () => {
  test('default: nothing shows while no request waits', () => {
    const { root } = setup()
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  test('kind: personal_sign shows the verified host as the heading, the claimed name below it, and the message', () => {
    const { root, view, approvals } = setup()
    view.setDappName('Portico Demo')
    void approvals.request(
      {
        kind: 'personal_sign',
        address: FROM,
        message: { text: 'Hello, Portico!', encoding: 'utf8' },
      },
      async () => '0xsig',
    )
    expect(root.hidden).toBe(false)
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('127.0.0.1:5173')
    expect(root.querySelector('.approve__claim')?.textContent).toBe('calls itself “Portico Demo”')
    expect(root.querySelector('.approve__dapp')?.textContent).toBe('Portico Demo')
    expect(root.querySelector('.approve__title')?.textContent).toBe('Sign message')
    expect(getByRole(root, 'main').getAttribute('aria-labelledby')).toBe(
      'approve-host approve-title',
    )
    expect(root.querySelector('.message')?.textContent).toBe('Hello, Portico!')
    expect(root.querySelector('.details > .note')).toBeNull()
  })

  test('behavior: a page that names itself after another site still has its own host as the heading', () => {
    const { root, view, approvals } = setup()
    view.setDappName('app.uniswap.org')
    void approvals.request(
      { kind: 'personal_sign', address: FROM, message: { text: 'Hi', encoding: 'utf8' } },
      async () => '0xsig',
    )
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('127.0.0.1:5173')
    expect(root.querySelector('.approve__claim')?.textContent).toBe(
      'calls itself “app.uniswap.org”',
    )
    // A name sent while the request is shown replaces the claim; no name, no claim.
    view.setDappName('   ')
    expect((root.querySelector('.approve__claim') as HTMLElement).hidden).toBe(true)
    view.setDappName('Portico Demo')
    expect((root.querySelector('.approve__claim') as HTMLElement).hidden).toBe(false)
    expect(root.querySelector('.approve__dapp')?.textContent).toBe('Portico Demo')
  })

  test('kind: personal_sign of bytes that are not text shows the hex and says so', () => {
    const { root, approvals } = setup()
    void approvals.request(
      { kind: 'personal_sign', address: FROM, message: { text: '0xff00', encoding: 'hex' } },
      async () => '0xsig',
    )
    expect(root.querySelector('.message')?.textContent).toBe('0xff00')
    expect(root.querySelector('.note')?.textContent).toContain('shown as hex')
  })

  test('behavior: page-supplied text is shown as text, never as markup', () => {
    const { root, view, approvals } = setup()
    view.setDappName('<img src=x onerror="alert(1)">')
    void approvals.request(
      {
        kind: 'personal_sign',
        address: FROM,
        message: { text: '<script>alert(1)</script>', encoding: 'utf8' },
      },
      async () => '0xsig',
    )
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('script')).toBeNull()
    expect(root.querySelector('.approve__dapp')?.textContent).toBe('<img src=x onerror="alert(1)">')
    expect(root.querySelector('.message')?.textContent).toBe('<script>alert(1)</script>')
  })

  test('kind: typed data shows the domain name, primary type and the message as a tree', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'typed_data',
        address: FROM,
        domainName: 'Ether Mail',
        primaryType: 'Mail',
        message: {
          from: { name: 'Cow', wallet: FROM },
          to: [{ name: 'Bob', wallet: TO }],
          contents: 'Hello, Bob!',
        },
      },
      async () => '0xsig',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Sign typed data')
    const fields = root.querySelector('.fields')?.textContent
    expect(fields).toContain('Ether Mail')
    expect(fields).toContain('Mail')
    const tree = root.querySelector('.tree')
    const terms = [...(tree?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)
    expect(terms).toEqual(['from', 'name', 'wallet', 'to', 'name', 'wallet', 'contents'])
    expect(tree?.textContent).toContain('Hello, Bob!')
    expect(tree?.textContent).toContain(TO)
  })

  test('kind: a transaction shows from, to, the value in ETH and cut calldata with a toggle', () => {
    const { root, approvals } = setup()
    const data: Hex = `0xa9059cbb${'00'.repeat(64)}`
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 31337,
        from: FROM,
        to: TO,
        value: 1_500_000_000_000_000_000n,
        data,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send transaction')
    const text = root.querySelector('.fields')?.textContent ?? ''
    expect(text).toContain(FROM)
    expect(text).toContain(TO)
    expect(text).toContain('1.5 ETH')
    expect(text).toContain('Chain 31337')
    const hex = root.querySelector('.calldata__hex')
    expect(hex?.textContent).toBe(`${data.slice(0, DATA_PREVIEW_LENGTH)}…`)
    const toggle = getByRole(root, 'button', { name: 'Show all' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    toggle.click()
    expect(hex?.textContent).toBe(data)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Show less')
  })

  test.each([
    [3000, '0.000021 ETH (≈ $0.06)'],
    [0.1, '0.000021 ETH (< $0.01)'],
    [undefined, '0.000021 ETH'],
  ])('fee: with a native price of %s USD the max fee reads %s', (price, shown) => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        fee: { ...TEST_FEE, nativePriceUsd: price },
        chainId: 31337,
        from: FROM,
        to: TO,
        value: 0n,
        data: undefined,
      },
      async () => '0xhash',
    )
    expect(fieldsOf(root)['Max network fee']).toBe(shown)
  })

  test('kind: a contract deployment has no recipient', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 1,
        from: FROM,
        to: undefined,
        value: 0n,
        data: '0x6080',
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.fields')?.textContent).toContain('New contract')
    expect(queryByRole(root, 'button', { name: 'Show all' })).toBeNull()
  })

  test('kind: sendCalls lists each call', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'calls',
        ...VERIFIED_CALLS,
        chainId: 31337,
        from: FROM,
        calls: [
          { to: TO, value: 1_000_000_000_000_000n, data: undefined },
          { to: FROM, value: 0n, data: '0xdeadbeef' },
        ],
      },
      async () => ({ id: '0x01' }),
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send 2 calls')
    const calls = root.querySelectorAll('.call')
    expect(calls).toHaveLength(2)
    expect(calls[0]?.textContent).toContain('0.001 ETH')
    expect(calls[1]?.textContent).toContain('0xdeadbeef')
  })

  test('kind: a smart account’s batch shows its user operation’s fee and that it runs all or none', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'calls',
        ...VERIFIED_CALLS,
        chainId: 31337,
        from: FROM,
        calls: [{ to: TO, value: 1_000_000_000_000_000n, data: undefined }],
        userOperation: {
          sponsored: false,
          fee: {
            gasLimit: 300_000n,
            maxFeePerGas: 2_000_000_000n,
            maxFee: 600_000_000_000_000n,
            networkFeePerGas: 1_500_000_000n,
            high: false,
            nativePriceUsd: 2000,
          },
        },
      },
      async () => ({ id: '0x01' }),
    )
    const fields = root.querySelector('.fields')?.textContent ?? ''
    expect(fields).toContain('Max network fee')
    expect(fields).toContain('0.0006 ETH')
    expect(fields).toContain('$1.20')
    expect(fields).toContain('Gas limit300000')
    expect(fields).not.toContain('each call’s, read when it is sent')
    expect(root.textContent).toContain('either all of them run, or none does')
  })

  test('kind: a sponsored smart account’s batch says so instead of a fee', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'calls',
        ...VERIFIED_CALLS,
        chainId: 31337,
        from: FROM,
        calls: [{ to: TO, value: 0n, data: '0xdeadbeef' }],
        userOperation: { sponsored: true },
      },
      async () => ({ id: '0x01' }),
    )
    const fields = root.querySelector('.fields')?.textContent ?? ''
    expect(fields).toContain('Sponsored: this app pays it')
    expect(fields).not.toContain('Gas limit')
  })

  test('kind: an ERC-20 transfer is said in words, with the token contract and the calldata', () => {
    const { root, approvals } = setup()
    const data: Hex = `0xa9059cbb${'00'.repeat(12)}${TO.slice(2)}${12_500_000n.toString(16).padStart(64, '0')}`
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 31337,
        from: FROM,
        nativeSymbol: 'ETH',
        transfer: {
          kind: 'token',
          token: PUSD,
          to: TO,
          amount: 12_500_000n,
          metadata: { symbol: 'PUSD', decimals: 6 },
        },
        to: PUSD,
        value: 0n,
        data,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send 12.5 PUSD')
    expect(root.querySelector('.transfer')?.textContent).toBe(`Send 12.5 PUSD to ${TO}`)
    expect(fieldsOf(root)).toEqual({
      From: FROM,
      To: TO,
      Amount: '12.5 PUSD',
      'Token contract': PUSD,
      Network: 'Chain 31337',
      ...TEST_FEE_FIELDS,
      Data: `${data.slice(0, DATA_PREVIEW_LENGTH)}…Show all`,
    })
    expect(root.querySelector('.details > .note')).toBeNull()
  })

  test('kind: a router trade is said in words — what is paid, the least received, the route and who receives it', () => {
    const { root, approvals } = setup()
    const ROUTER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
    const WETH: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 31337,
        from: FROM,
        nativeSymbol: 'ETH',
        contractCall: {
          kind: 'swap',
          router: ROUTER,
          sell: { kind: 'native' },
          sellAmount: 10n ** 18n,
          buy: { kind: 'token', token: PUSD, metadata: { symbol: 'PUSD', decimals: 6 } },
          buyAtLeast: 2_949_700_000n,
          path: [WETH, PUSD],
          recipient: TO,
          deadline: 1_764_258_600n,
        },
        to: ROUTER,
        value: 10n ** 18n,
        data: '0x7ff36ab5',
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Swap 1 ETH for PUSD')
    expect(root.querySelector('.transfer')?.textContent).toBe('Swap 1 ETH for at least 2949.7 PUSD')
    expect(fieldsOf(root)).toEqual({
      From: FROM,
      Pay: '1 ETH',
      'Receive at least': '2949.7 PUSD',
      Recipient: TO,
      Route: `${WETH} → ${PUSD}`,
      Contract: ROUTER,
      'Valid until': formatDateTime('en', new Date('2025-11-27T15:50:00.000Z')),
      Network: 'Chain 31337',
      ...TEST_FEE_FIELDS,
      Data: '0x7ff36ab5',
    })
    // The proceeds go elsewhere than the signing account: said under the fields.
    expect(root.querySelector('.note')?.textContent).toBe(
      `What is bought goes to ${TO}, not to this account.`,
    )
  })

  test('kind: a token that could not be read shows the raw amount and the contract, and says so', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 31337,
        from: FROM,
        transfer: { kind: 'token', token: PUSD, to: TO, amount: 12_500_000n, metadata: undefined },
        to: PUSD,
        value: 0n,
        data: '0xa9059cbb',
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send tokens')
    expect(root.querySelector('.transfer')?.textContent).toBe(
      `Send 12500000 (smallest units) of the token ${PUSD} to ${TO}`,
    )
    expect(fieldsOf(root)).toMatchObject({
      Amount: '12500000 (smallest units)',
      'Token contract': PUSD,
    })
    expect(root.querySelector('.note')?.textContent).toBe(
      'The token could not be read: the amount is in its smallest units, and its symbol is unknown.',
    )
  })

  test("kind: a value transfer is said in words with the network's symbol", () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 137,
        from: FROM,
        nativeSymbol: 'POL',
        transfer: { kind: 'native', to: TO, amount: 10n ** 18n },
        to: TO,
        value: 10n ** 18n,
        data: undefined,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send 1 POL')
    expect(root.querySelector('.transfer')?.textContent).toBe(`Send 1 POL to ${TO}`)
    expect(fieldsOf(root)).toEqual({
      From: FROM,
      To: TO,
      Amount: '1 POL',
      Network: 'Chain 137',
      ...TEST_FEE_FIELDS,
      'Max network fee': '0.000021 POL',
    })
  })

  test("behavior: on a well-known chain the view's own symbol is shown, whatever the app says", () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 1,
        from: FROM,
        nativeSymbol: 'USDC',
        transfer: { kind: 'native', to: TO, amount: 100n * 10n ** 18n },
        to: TO,
        value: 100n * 10n ** 18n,
        data: undefined,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.transfer')?.textContent).toBe(`Send 100 ETH to ${TO}`)
    expect(root.querySelector('.details > .note')).toBeNull()
  })

  test("behavior: on a chain the view does not know, the app's plain symbol is shown and said to be the app's", () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 999,
        from: FROM,
        nativeSymbol: 'FOO',
        transfer: { kind: 'native', to: TO, amount: 10n ** 18n },
        to: TO,
        value: 10n ** 18n,
        data: undefined,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.transfer')?.textContent).toBe(`Send 1 FOO to ${TO}`)
    expect(root.querySelector('.note')?.textContent).toBe(
      '“FOO” is the name the app gives the currency of chain 999.',
    )
  })

  test('bad input: a native symbol that is not plain is not shown beside the amount', () => {
    const { root, approvals } = setup()
    void approvals.request(
      {
        kind: 'transaction',
        ...VERIFIED_TRANSACTION,
        chainId: 999,
        from: FROM,
        nativeSymbol: 'US\u202eD',
        transfer: { kind: 'native', to: TO, amount: 10n ** 18n },
        to: TO,
        value: 10n ** 18n,
        data: undefined,
      },
      async () => '0xhash',
    )
    expect(root.querySelector('.transfer')?.textContent).toBe(`Send 1 (native currency) to ${TO}`)
  })
})

/** The view's field list as label → text. */
function fieldsOf(root: HTMLElement): Record<string, string> {
  const terms = [...root.querySelectorAll('.fields dt')]
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )
}

const HELLO: ApprovalDetails = {
  kind: 'personal_sign',
  address: FROM,
  message: { text: 'Hello', encoding: 'utf8' },
}

const approveButton = (root: HTMLElement) =>
  getByTestId(root, 'approve-transaction-approve') as HTMLButtonElement

describe('with visibility tracking (IntersectionObserver v2)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A request shown in a frame whose visibility the test reports. */
  function shown(run: () => Promise<string> = async () => '0xsignature') {
    const visibility = createFakeVisibility()
    const { root, approvals } = setup({ visibility })
    const answer = approvals.request(HELLO, run)
    return { root, visibility, answer, approve: approveButton(root) }
  }

  /** Reports the frame fully visible and lets the arming time pass. */
  function arm(visibility: FakeVisibility) {
    visibility.report()
    vi.advanceTimersByTime(ARM_AFTER_MS)
  }

  test('default: Approve is disabled with a hint until the view has been fully visible for 600 ms', async () => {
    const signing = deferred<string>()
    const { root, visibility, approve, answer } = shown(() => signing.promise)
    expect(visibility.options).toEqual({ trackVisibility: true, delay: 100, threshold: [1] })
    expect(approve.disabled).toBe(true)
    expect(approve.getAttribute('aria-describedby')).toBe('approve-hint')
    expect(root.querySelector('#approve-hint')?.textContent).toBe('Check the request…')
    expect(root.querySelector('.approve__actions')?.getAttribute('data-armed')).toBe('false')
    vi.advanceTimersByTime(5 * ARM_AFTER_MS)
    expect(approve.disabled).toBe(true)

    visibility.report()
    vi.advanceTimersByTime(ARM_AFTER_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
    expect(root.querySelector('.approve__actions')?.getAttribute('data-armed')).toBe('true')

    personClick(approve)
    expect(getByRole(root, 'button', { name: 'Approving…' })).toBe(approve)
    expect(approve.disabled).toBe(true)
    expect((getByRole(root, 'button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true)
    // Signing takes a while: Approve must not come back meanwhile.
    vi.advanceTimersByTime(10 * ARM_AFTER_MS)
    expect(approve.disabled).toBe(true)
    signing.resolve('0xsignature')
    await expect(answer).resolves.toBe('0xsignature')
    expect(root.hidden).toBe(true)
    expect(visibility.observing).toBe(0)
  })

  test('behavior: a click before arming does nothing, and does not count once armed', async () => {
    let runs = 0
    const { approve, visibility } = shown(async () => String(++runs))
    visibility.report()
    vi.advanceTimersByTime(227)
    personClick(approve)
    // Pressed before arming, released after: still refused (armed at pointerdown and at click).
    approve.dispatchEvent(trusted(new PointerEvent('pointerdown', { bubbles: true, ...FRAME_AT })))
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(approve.disabled).toBe(false)
    approve.dispatchEvent(
      trusted(new MouseEvent('click', { bubbles: true, detail: 1, ...FRAME_AT })),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)
  })

  test.each([
    ['covered or faded (isVisible false)', { isVisible: false }],
    ['partly outside the page (ratio 0.5)', { intersectionRatio: 0.5 }],
  ])('behavior: a view %s never arms', (_, entry) => {
    const { approve, visibility } = shown()
    visibility.report(entry)
    vi.advanceTimersByTime(10 * ARM_AFTER_MS)
    expect(approve.disabled).toBe(true)
  })

  test('behavior: untrusted clicks (a script) never approve', async () => {
    let runs = 0
    const { approve, visibility } = shown(async () => String(++runs))
    arm(visibility)
    approve.click()
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)
    expect(approve.textContent).toBe('Approve')
  })

  test('behavior: losing visibility disarms; visible again, it waits the full time again', () => {
    const { approve, visibility } = shown()
    arm(visibility)
    expect(approve.disabled).toBe(false)
    visibility.report({ isVisible: false })
    expect(approve.disabled).toBe(true)
    visibility.report()
    vi.advanceTimersByTime(ARM_AFTER_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
  })

  test('behavior: the frame resized, or its boxes changed, re-arms', () => {
    const { approve, visibility } = shown()
    arm(visibility)
    window.dispatchEvent(new Event('resize'))
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(approve.disabled).toBe(false)
    const shifted = { x: 0, y: -40, width: 360, height: 480 }
    visibility.report({ boundingClientRect: shifted, intersectionRect: shifted })
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(approve.disabled).toBe(false)
  })

  test('behavior: the document hidden disarms; shown again, it waits the full time again', () => {
    const { approve, visibility } = shown()
    arm(visibility)
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(2 * ARM_AFTER_MS)
    expect(approve.disabled).toBe(true)
    state.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(ARM_AFTER_MS)
    expect(approve.disabled).toBe(false)
    state.mockRestore()
  })

  test('behavior: the frame moved under the pointer (another screen offset) re-arms, and a press there waits', async () => {
    let runs = 0
    const { root, approve, visibility } = shown(async () => String(++runs))
    personMove(root, FRAME_AT)
    arm(visibility)
    expect(approve.disabled).toBe(false)
    // Same place on the screen, another point of the frame: the frame did not move.
    personMove(root, { screenX: 170, screenY: 300, clientX: 70, clientY: 100 })
    expect(approve.disabled).toBe(false)

    // The page slides the frame 120 px right: the next pointer event shows it.
    const there = moved(FRAME_AT, 120, 0)
    personClick(approve, there)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ARM_AFTER_MS)
    personClick(approve, there)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
  })

  test('behavior: under zoom (screen pixels = 1.25 client pixels) moving the pointer is not a move of the frame', () => {
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1.25)
    try {
      const { root, approve, visibility } = shown()
      personMove(root, {
        screenX: 100 + 40 * 1.25,
        screenY: 200 + 40 * 1.25,
        clientX: 40,
        clientY: 40,
      })
      arm(visibility)
      personMove(root, {
        screenX: 100 + 300 * 1.25,
        screenY: 200 + 90 * 1.25,
        clientX: 300,
        clientY: 90,
      })
      expect(approve.disabled).toBe(false)
      personMove(root, {
        screenX: 160 + 300 * 1.25,
        screenY: 200 + 90 * 1.25,
        clientX: 300,
        clientY: 90,
      })
      expect(approve.disabled).toBe(true)
    } finally {
      ratio.mockRestore()
    }
  })

  test('behavior: once the zoom is learned, a frame moved in step with the pointer (as another zoom would explain) is caught', () => {
    // A 2× display at no zoom: one screen pixel per client pixel, though devicePixelRatio is 2.
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    try {
      const { root, approve, visibility } = shown()
      personMove(root, { screenX: 140, screenY: 240, clientX: 40, clientY: 40 })
      arm(visibility)
      // The pointer moves 60 px inside the frame: zoom 1, and only 1, explains it.
      personMove(root, { screenX: 200, screenY: 300, clientX: 100, clientY: 100 })
      expect(approve.disabled).toBe(false)
      // The pointer travels 100 px more while the page moves the frame 80 px along with it (half
      // the pointer's travel since arming): seen from the arming place, zoom 2 would explain
      // where the pointer lands in the frame; zoom 1 does not.
      personMove(root, { screenX: 300, screenY: 400, clientX: 120, clientY: 120 })
      expect(approve.disabled).toBe(true)
    } finally {
      ratio.mockRestore()
    }
  })

  test('behavior: a key pressed on the armed, focused Approve approves (no pointer involved)', async () => {
    const { approve, visibility, answer } = shown()
    arm(visibility)
    personClick(approve, 'keyboard')
    await expect(answer).resolves.toBe('0xsignature')
  })

  test('behavior: a keyboard click with no key pressed on Approve since it armed does nothing', async () => {
    let runs = 0
    const { approve, visibility } = shown(async () => String(++runs))
    // Enter went down before arming (held, or a press the guard refused): it does not count.
    approve.dispatchEvent(trusted(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })))
    arm(visibility)
    keyboardClick(approve)
    // A key auto-repeating since before arming is not a fresh press either.
    approve.dispatchEvent(
      trusted(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter', repeat: true })),
    )
    keyboardClick(approve)
    // Nor is a key that does not activate a button, or one sent by a script.
    approve.dispatchEvent(trusted(new KeyboardEvent('keydown', { bubbles: true, key: 'a' })))
    keyboardClick(approve)
    approve.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }))
    keyboardClick(approve)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)

    // Space, pressed after arming, does.
    approve.dispatchEvent(trusted(new KeyboardEvent('keydown', { bubbles: true, key: ' ' })))
    keyboardClick(approve)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
  })

  test('behavior: a key pressed on Approve, then a disarm, does not count once armed again', async () => {
    let runs = 0
    const { approve, visibility } = shown(async () => String(++runs))
    arm(visibility)
    approve.dispatchEvent(trusted(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })))
    visibility.report({ isVisible: false })
    arm(visibility)
    keyboardClick(approve)
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)
  })

  test('behavior: Approve focused when the view disarms or restarts its arming time is blurred', async () => {
    // The attack: a click on the faded Approve focuses it; the page shows the frame for the
    // arming time during a "press Enter" game. Focus does not survive the disarm.
    let runs = 0
    const { approve, visibility } = shown(async () => String(++runs))
    arm(visibility)
    approve.focus()
    expect(document.activeElement).toBe(approve)
    visibility.report({ isVisible: false })
    expect(document.activeElement).not.toBe(approve)

    arm(visibility)
    approve.focus()
    window.dispatchEvent(new Event('resize'))
    expect(document.activeElement).not.toBe(approve)
    vi.advanceTimersByTime(ARM_AFTER_MS)

    // Focused again after arming (Tab), a press of Enter approves.
    approve.focus()
    personClick(approve, 'keyboard')
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
  })

  test('behavior: Reject needs no arming and never runs the request', async () => {
    let ran = false
    const { root, answer } = shown(async () => {
      ran = true
      return 'never'
    })
    const reject = getByRole(root, 'button', { name: 'Reject' })
    expect(reject.dataset.testid).toBe('approve-transaction-reject')
    reject.click()
    await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(answer).rejects.toThrow('User rejected the request')
    expect(ran).toBe(false)
  })

  test('behavior: a second click does nothing more', async () => {
    let runs = 0
    const { approve, visibility, answer } = shown(async () => String(++runs))
    arm(visibility)
    personClick(approve)
    personClick(approve)
    await expect(answer).resolves.toBe('1')
    expect(runs).toBe(1)
  })

  test('behavior: "Review in a secure window" is offered when Approve has not armed after 3 s', () => {
    const { root, visibility } = shown()
    const offer = getByTestId(root, 'approve-transaction-popup').parentElement as HTMLElement
    expect(offer.hidden).toBe(true)
    visibility.report({ isVisible: false })
    vi.advanceTimersByTime(POPUP_OFFER_AFTER_MS - 1)
    expect(offer.hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(offer.hidden).toBe(false)
    // Once offered it stays, even after Approve arms.
    arm(visibility)
    expect(offer.hidden).toBe(false)
  })

  test('behavior: a view that arms in time offers no popup', () => {
    const { root, visibility } = shown()
    arm(visibility)
    vi.advanceTimersByTime(10 * POPUP_OFFER_AFTER_MS)
    expect(
      (getByTestId(root, 'approve-transaction-popup').parentElement as HTMLElement).hidden,
    ).toBe(true)
  })
})

/** A stand-in for the popup window: what the frame posts to it, and whether it was closed. */
function fakePopup() {
  const posted: { message: unknown; targetOrigin: string }[] = []
  const popup = {
    closed: false,
    focused: 0,
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
    close() {
      popup.closed = true
    },
    focus() {
      popup.focused += 1
    },
  }
  return { popup, posted, window: popup as unknown as Window }
}

/** A message as the popup (or anyone else) would post it to the frame's window. */
function fromWindow(source: unknown, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
  )
}

describe('without visibility tracking (the popup path)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function opened(run: () => Promise<string> = async () => '0xsignature') {
    const target = fakePopup()
    const open = vi.fn((..._: unknown[]) => target.window)
    const { root, view, approvals } = setup({ open: open as unknown as typeof window.open })
    view.setDappName('Portico Demo')
    const answer = approvals.request(HELLO, run)
    return { root, answer, open, ...target }
  }

  const requestOf = (posted: { message: unknown }[]) =>
    posted[0]?.message as { type: string; requestId: string } | undefined

  test('default: Approve stays disabled and the way to approve is a secure window on this origin', async () => {
    const { root, open, posted, window: popup, answer } = opened()
    const approve = approveButton(root)
    const review = getByTestId(root, 'approve-transaction-popup')
    expect(review.textContent).toBe('Review in a secure window')
    expect((review.parentElement as HTMLElement).hidden).toBe(false)
    expect(approve.disabled).toBe(true)
    expect(root.querySelector('#approve-hint')?.textContent).toContain('secure window')
    vi.advanceTimersByTime(10_000)
    expect(approve.disabled).toBe(true)

    review.click()
    expect(open).toHaveBeenCalledWith(
      new URL('approve.html', window.location.href).href,
      APPROVE_POPUP_NAME,
      APPROVE_POPUP_FEATURES,
    )
    expect(APPROVE_POPUP_FEATURES).toBe('popup,width=440,height=680')
    expect(root.querySelector('.approve__status')?.textContent).toBe(
      'Waiting for your answer in the secure window.',
    )
    // Opening approves nothing: the popup asks for the request, then answers.
    expect(posted).toEqual([])
    fromWindow(popup, { type: 'PORTICO_APPROVE_READY' })
    expect(posted).toEqual([
      {
        targetOrigin: window.location.origin,
        message: {
          type: 'PORTICO_APPROVE_REQUEST',
          requestId: expect.any(String),
          origin: DAPP,
          dappName: 'Portico Demo',
          details: HELLO,
          theme: null,
          // The popup speaks the frame's language.
          locale: 'en',
        },
      },
    ])
    fromWindow(popup, {
      type: 'PORTICO_APPROVE_DECISION',
      requestId: requestOf(posted)?.requestId,
      decision: 'approve',
    })
    await expect(answer).resolves.toBe('0xsignature')
    expect((popup as unknown as { closed: boolean }).closed).toBe(true)
  })

  test('behavior: messages from another window or another origin, or for another request, are ignored', async () => {
    let runs = 0
    const { root, posted, window: popup } = opened(async () => String(++runs))
    getByTestId(root, 'approve-transaction-popup').click()
    fromWindow(window.parent === window ? {} : window.parent, { type: 'PORTICO_APPROVE_READY' })
    fromWindow(popup, { type: 'PORTICO_APPROVE_READY' }, 'http://127.0.0.1:5173')
    expect(posted).toEqual([])
    fromWindow(popup, { type: 'PORTICO_APPROVE_READY' })
    const { requestId } = requestOf(posted) as { requestId: string }
    const decision = { type: 'PORTICO_APPROVE_DECISION', requestId, decision: 'approve' }
    fromWindow({}, decision)
    fromWindow(popup, decision, DAPP)
    fromWindow(popup, { ...decision, requestId: 'another' })
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(0)
    expect(root.querySelector('.approve')?.getAttribute('data-state')).toBe('open')
  })

  test('behavior: Reject in the popup rejects as Reject does here', async () => {
    const { root, posted, window: popup, answer } = opened()
    getByTestId(root, 'approve-transaction-popup').click()
    fromWindow(popup, { type: 'PORTICO_APPROVE_READY' })
    fromWindow(popup, {
      type: 'PORTICO_APPROVE_DECISION',
      requestId: requestOf(posted)?.requestId,
      decision: 'reject',
    })
    await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('behavior: the popup closed without a decision is a Reject', async () => {
    let ran = false
    const { root, popup, answer } = opened(async () => {
      ran = true
      return 'never'
    })
    getByTestId(root, 'approve-transaction-popup').click()
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 3)
    expect(root.hidden).toBe(false)
    popup.closed = true
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS)
    await expect(answer).rejects.toThrow('User rejected the request')
    expect(ran).toBe(false)
  })

  test('behavior: a blocked popup is said so, and the visitor can try again', () => {
    const target = fakePopup()
    const open = vi.fn().mockReturnValueOnce(null).mockReturnValue(target.window)
    const { root, approvals } = setup({ open })
    void approvals.request(HELLO, async () => '0xsig')
    const review = getByTestId(root, 'approve-transaction-popup')
    review.click()
    expect(root.querySelector('.approve__status')?.textContent).toBe(
      'The browser blocked the window. Allow pop-ups for this site, or try again.',
    )
    review.click()
    expect(open).toHaveBeenCalledTimes(2)
    expect(root.querySelector('.approve__status')?.textContent).toBe(
      'Waiting for your answer in the secure window.',
    )
    // A third press brings the open window to the front instead of opening another.
    review.click()
    expect(open).toHaveBeenCalledTimes(2)
    expect(target.popup.focused).toBe(1)
  })

  test('behavior: a request answered or aborted in the frame closes its popup', async () => {
    const { root, popup, answer } = opened()
    getByTestId(root, 'approve-transaction-popup').click()
    getByRole(root, 'button', { name: 'Reject' }).click()
    await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(popup.closed).toBe(true)
  })
})
