import { UserRejectedRequestError } from '@portico/core'
import { RequestAbortedError } from '../errors.ts'
import type { ApprovalDetails } from './approvalDetails.ts'

/** What the queue needs from the approve view. */
export interface ApprovalView {
  show(details: ApprovalDetails, actions: { approve(): void; reject(): void }): void
  /** Approve was pressed: the request is being signed or sent. */
  setApproving(): void
  hide(): void
}

export interface ApprovalQueue {
  /**
   * Shows `details` (after the requests queued before it) and waits: Reject rejects with
   * 'User rejected the request'; Approve runs `run` and settles with its outcome.
   */
  request<T>(details: ApprovalDetails, run: () => Promise<T>): Promise<T>
  /** APP_RPC_ABORT: every request still waiting for the visitor rejects with 'Request was aborted'. */
  abortAll(): void
  /** Requests waiting or running. */
  readonly size: number
}

interface Pending {
  details: ApprovalDetails
  run: () => Promise<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
  running: boolean
}

/**
 * One approval at a time, in arrival order: the view shows the first waiting request; when it is
 * settled the next one is shown, or the view is hidden.
 *
 * @example
 * const approvals = createApprovalQueue(view)
 * const signature = await approvals.request(prepared.details, prepared.run)
 */
export function createApprovalQueue(view: ApprovalView): ApprovalQueue {
  const queue: Pending[] = []

  function showNext(): void {
    const next = queue[0]
    if (!next) {
      view.hide()
      return
    }
    let answered = false
    view.show(next.details, {
      approve() {
        if (answered || queue[0] !== next) return
        answered = true
        next.running = true
        view.setApproving()
        next
          .run()
          .then(next.resolve, next.reject)
          .finally(() => settle(next))
      },
      reject() {
        if (answered || queue[0] !== next) return
        answered = true
        next.reject(new UserRejectedRequestError())
        settle(next)
      },
    })
  }

  function settle(pending: Pending): void {
    const index = queue.indexOf(pending)
    if (index === -1) return
    queue.splice(index, 1)
    if (index === 0) showNext()
  }

  return {
    request<T>(details: ApprovalDetails, run: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          details,
          run,
          resolve: resolve as (value: unknown) => void,
          reject,
          running: false,
        })
        if (queue.length === 1) showNext()
      })
    },
    abortAll() {
      // A request already approved is signing or sending: it cannot be called back, so it
      // finishes out of sight and answers with its real outcome.
      const running = queue.filter((pending) => pending.running)
      for (const pending of queue) {
        if (!pending.running) pending.reject(new RequestAbortedError())
      }
      queue.splice(0, queue.length, ...running)
      view.hide()
    },
    get size() {
      return queue.length
    },
  }
}
