import { UserRejectedRequestError } from '@portico/core'
import { RequestAbortedError } from '../errors.ts'
import type { ApprovalDetails, SimulationOutcome } from './approvalDetails.ts'

/** What the queue needs from the approve view. */
export interface ApprovalView {
  show(details: ApprovalDetails, actions: { approve(): void; reject(): void }): void
  /** The request on show learned more (its simulation): show `details` in its place. */
  update(details: ApprovalDetails): void
  /** Approve was pressed: the request is being signed or sent. */
  setApproving(): void
  hide(): void
}

export interface ApprovalQueue {
  /**
   * Shows `details` (after the requests queued before it) and waits: Reject rejects with
   * 'User rejected the request'; Approve runs `run` and settles with its outcome. A
   * `simulation` fills in the details' `simulation` when it settles (a failed one is
   * 'unsupported'), in the view if the request is on show.
   */
  request<T>(
    details: ApprovalDetails,
    run: () => Promise<T>,
    simulation?: Promise<SimulationOutcome>,
  ): Promise<T>
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
  /** Approve or Reject was pressed: the view no longer changes under the visitor. */
  answered: boolean
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
    view.show(next.details, {
      approve() {
        if (next.answered || queue[0] !== next) return
        next.answered = true
        next.running = true
        view.setApproving()
        next
          .run()
          .then(next.resolve, next.reject)
          .finally(() => settle(next))
      },
      reject() {
        if (next.answered || queue[0] !== next) return
        next.answered = true
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
    request<T>(
      details: ApprovalDetails,
      run: () => Promise<T>,
      simulation?: Promise<SimulationOutcome>,
    ): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const pending: Pending = {
          details,
          run,
          resolve: resolve as (value: unknown) => void,
          reject,
          running: false,
          answered: false,
        }
        queue.push(pending)
        if (queue.length === 1) showNext()
        simulation
          ?.catch((): SimulationOutcome => ({ status: 'unavailable', reason: 'unsupported' }))
          .then((outcome) => {
            if (!('simulation' in pending.details) || !queue.includes(pending)) return
            pending.details = { ...pending.details, simulation: outcome }
            if (queue[0] === pending && !pending.answered) view.update(pending.details)
          })
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
