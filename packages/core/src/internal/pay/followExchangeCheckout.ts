import { PAY_EXCHANGE_STATUS_POLL_MS, PAY_WINDOW_POLL_MS } from '../../constants.ts'
import type { PayApi } from '../../types/api.ts'
import { watchCheckoutWindow } from '../modal/watchCheckoutWindow.ts'

/** How an exchange checkout ended, as far as the exchange says (the chain is checked after). */
export type ExchangeCheckoutEnd =
  | { status: 'completed'; txHash: string }
  | { status: 'cancelled' | 'failed' }
  /** The window was closed and the exchange never said it paid: nothing was paid. */
  | { status: 'closed' }

export interface FollowExchangeCheckoutParameters {
  popup: Window
  /** The checkout's address: its exact origin is the only one whose message counts. */
  url: string
  sessionId: string
  api: PayApi
  /** Whether a completion's hash is one of the payment network's family (its adapter's check). */
  isTransactionHash: (hash: unknown) => boolean
}

/**
 * Follows an exchange's checkout window until it ends, two ways at once:
 * - the window (`watchCheckoutWindow`): its one message, accepted only from the window itself,
 *   from the exact origin of `url` and for this `sessionId`; or its closing, after which the
 *   status is asked once more (the page may have paid and closed itself), else it ends 'closed';
 * - `GET /v1/pay/exchange-status` every PAY_EXCHANGE_STATUS_POLL_MS (a failed poll is retried
 *   at the next one).
 * A completion without a usable hash is left to the status route, the window still watched.
 * `stop` removes the listener and timers, closes the window, and the promise never
 * settles.
 */
export function followExchangeCheckout(parameters: FollowExchangeCheckoutParameters): {
  ended: Promise<ExchangeCheckoutEnd>
  stop(): void
} {
  const { popup, url, sessionId, api, isTransactionHash } = parameters
  const controller = new AbortController()
  const { signal } = controller
  let statusTimer: ReturnType<typeof setInterval> | undefined
  const cleanUp = () => {
    controller.abort()
    clearInterval(statusTimer)
  }
  const ended = new Promise<ExchangeCheckoutEnd>((resolve) => {
    const end = (outcome: ExchangeCheckoutEnd) => {
      if (signal.aborted) return
      cleanUp()
      resolve(outcome)
    }
    const askStatus = async (): Promise<ExchangeCheckoutEnd | undefined> => {
      try {
        const { status, txHash } = await api.getExchangeStatus(sessionId)
        if (status === 'completed') return txHash ? { status, txHash } : undefined
        return status === 'pending' ? undefined : { status }
      } catch {
        return undefined
      }
    }
    void watchCheckoutWindow({
      popup: () => popup,
      origin: new URL(url).origin,
      sessionId,
      signal,
      pollMs: PAY_WINDOW_POLL_MS,
      // A completion without a usable hash is left to the status route.
      accepts: (message) => message.status !== 'completed' || isTransactionHash(message.txHash),
    }).then(async (outcome) => {
      if (outcome.status === 'closed') end((await askStatus()) ?? { status: 'closed' })
      else if (outcome.status === 'completed' && outcome.txHash)
        end({ status: 'completed', txHash: outcome.txHash })
      else if (outcome.status !== 'completed') end({ status: outcome.status })
    })
    statusTimer = setInterval(() => {
      void askStatus().then((outcome) => outcome && end(outcome))
    }, PAY_EXCHANGE_STATUS_POLL_MS)
  })
  return {
    ended,
    stop() {
      cleanUp()
      if (!popup.closed) popup.close()
    },
  }
}
