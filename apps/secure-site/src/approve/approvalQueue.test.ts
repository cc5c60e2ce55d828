import { UserRejectedRequestError } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { describe, expect, test } from 'vitest'
import { RequestAbortedError } from '../errors.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import { type ApprovalView, createApprovalQueue } from './approvalQueue.ts'

/** A view that records what it was asked to show and lets the test press its buttons. */
function recordingView() {
  const shown: string[] = []
  let actions: { approve(): void; reject(): void } | undefined
  const events: string[] = []
  const view: ApprovalView = {
    show(details, next) {
      shown.push(details.kind === 'personal_sign' ? details.message.text : details.kind)
      events.push('show')
      actions = next
    },
    update: (details) => events.push(`update ${details.kind}`),
    setApproving: () => events.push('approving'),
    hide: () => events.push('hide'),
  }
  return { view, shown, events, press: () => actions! }
}

const message = (text: string): ApprovalDetails => ({
  kind: 'personal_sign',
  address: OTHER_ADDRESS,
  message: { text, encoding: 'utf8' },
})

describe('createApprovalQueue', () => {
  test('default: requests are shown one at a time, in order', async () => {
    const { view, shown, press } = recordingView()
    const approvals = createApprovalQueue(view)
    const first = approvals.request(message('first'), async () => 1)
    const second = approvals.request(message('second'), async () => 2)
    expect(shown).toEqual(['first'])
    expect(approvals.size).toBe(2)
    press().approve()
    await expect(first).resolves.toBe(1)
    expect(shown).toEqual(['first', 'second'])
    press().reject()
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(approvals.size).toBe(0)
  })

  test('behavior: a failing run rejects with its error and moves on', async () => {
    const { view, press, events } = recordingView()
    const approvals = createApprovalQueue(view)
    const answer = approvals.request(message('boom'), async () => {
      throw new Error('node said no')
    })
    press().approve()
    await expect(answer).rejects.toThrow('node said no')
    expect(events).toEqual(['show', 'approving', 'hide'])
  })

  test('behavior: abortAll rejects every waiting request with "Request was aborted" and hides', async () => {
    const { view, events } = recordingView()
    const approvals = createApprovalQueue(view)
    const first = approvals.request(message('first'), async () => 1)
    const second = approvals.request(message('second'), async () => 2)
    approvals.abortAll()
    await expect(first).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(second).rejects.toThrow('Request was aborted')
    expect(events.at(-1)).toBe('hide')
    expect(approvals.size).toBe(0)
  })

  test('behavior: abortAll lets an approved request finish with its real outcome', async () => {
    const { view, press } = recordingView()
    const approvals = createApprovalQueue(view)
    let finish: (value: string) => void = () => {}
    const running = approvals.request(
      message('sending'),
      () => new Promise<string>((resolve) => (finish = resolve)),
    )
    const waiting = approvals.request(message('waiting'), async () => 'never')
    press().approve()
    approvals.abortAll()
    await expect(waiting).rejects.toBeInstanceOf(RequestAbortedError)
    finish('0xhash')
    await expect(running).resolves.toBe('0xhash')
  })
})
