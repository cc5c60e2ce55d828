import { UserRejectedRequestError } from '@portico/core'
import { getByRole, queryByRole } from '@testing-library/dom'
import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import type { ApprovalDetails } from './approvalDetails.ts'
import { createApprovalQueue } from './approvalQueue.ts'
import { createApproveView } from './approveView.ts'
import { DATA_PREVIEW_LENGTH } from './renderApprovalDetails.ts'

const FROM: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup() {
  const root = document.createElement('div')
  document.body.append(root)
  const view = createApproveView({ document, root, parentOrigin: 'http://127.0.0.1:5173' })
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

  test('kind: personal_sign shows the decoded message, the dApp name and the origin', () => {
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
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Sign message')
    expect(root.querySelector('.approve__dapp')?.textContent).toBe('Portico Demo')
    expect(root.querySelector('.approve__origin')?.textContent).toBe('127.0.0.1:5173')
    expect(root.querySelector('.message')?.textContent).toBe('Hello, Portico!')
    expect(root.querySelector('.note')).toBeNull()
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
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Sign typed data')
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
        chainId: 31337,
        from: FROM,
        to: TO,
        value: 1_500_000_000_000_000_000n,
        data,
      },
      async () => '0xhash',
    )
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Send transaction')
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

  test('kind: a contract deployment has no recipient', () => {
    const { root, approvals } = setup()
    void approvals.request(
      { kind: 'transaction', chainId: 1, from: FROM, to: undefined, value: 0n, data: '0x6080' },
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
        chainId: 31337,
        from: FROM,
        calls: [
          { to: TO, value: 1_000_000_000_000_000n, data: undefined },
          { to: FROM, value: 0n, data: '0xdeadbeef' },
        ],
      },
      async () => ({ id: '0x01' }),
    )
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('Send 2 calls')
    const calls = root.querySelectorAll('.call')
    expect(calls).toHaveLength(2)
    expect(calls[0]?.textContent).toContain('0.001 ETH')
    expect(calls[1]?.textContent).toContain('0xdeadbeef')
  })
})

describe('approve and reject', () => {
  const details: ApprovalDetails = {
    kind: 'personal_sign',
    address: FROM,
    message: { text: 'Hello', encoding: 'utf8' },
  }

  test('behavior: Approve runs the request, shows "Approving…" meanwhile, then hides', async () => {
    const { root, approvals } = setup()
    const signing = deferred<string>()
    const answer = approvals.request(details, () => signing.promise)
    const approve = getByRole(root, 'button', { name: 'Approve' })
    expect(approve.dataset.testid).toBe('approve-transaction-approve')
    approve.click()
    const busy = getByRole(root, 'button', { name: 'Approving…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect((getByRole(root, 'button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true)
    signing.resolve('0xsignature')
    await expect(answer).resolves.toBe('0xsignature')
    expect(root.hidden).toBe(true)
  })

  test('behavior: Reject rejects with "User rejected the request" and never runs it', async () => {
    const { root, approvals } = setup()
    let ran = false
    const answer = approvals.request(details, async () => {
      ran = true
      return 'never'
    })
    const reject = getByRole(root, 'button', { name: 'Reject' })
    expect(reject.dataset.testid).toBe('approve-transaction-reject')
    reject.click()
    await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(answer).rejects.toThrow('User rejected the request')
    expect(ran).toBe(false)
    expect(root.hidden).toBe(true)
  })

  test('behavior: a second click does nothing more', async () => {
    const { root, approvals } = setup()
    let runs = 0
    const answer = approvals.request(details, async () => ++runs)
    const approve = getByRole(root, 'button', { name: 'Approve' })
    approve.click()
    approve.click()
    await expect(answer).resolves.toBe(1)
    expect(runs).toBe(1)
  })
})
