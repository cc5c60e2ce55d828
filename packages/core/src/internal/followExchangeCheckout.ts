import * as v from 'valibot'
import { PAY_EXCHANGE_STATUS_POLL_MS, PAY_WINDOW_POLL_MS } from '../constants.ts'
import { payCheckoutMessageSchema } from '../schemas/paySchemas.ts'
import type { PayApi } from '../types/api.ts'

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
}

/**
 * Follows an exchange's checkout window until it ends, three ways at once:
 * - its one message (`{ type: 'portico:checkout', sessionId, status, txHash? }`), accepted only
 *   from the window itself, from the exact origin of `url`, for this `sessionId`, and of that
 *   shape: any page can post to this window, and anything else is ignored;
 * - `GET /v1/pay/exchange-status` every PAY_EXCHANGE_STATUS_POLL_MS (a failed poll is retried
 *   at the next one);
 * - the window closed (checked every PAY_WINDOW_POLL_MS): the status is asked once more (the
 *   page may have paid and closed itself), else it ends 'closed'.
 * A completion without a hash waits for one from the status route. `stop` removes the listener
 * and timers, closes the window, and the promise never settles.
 */
export function followExchangeCheckout(parameters: FollowExchangeCheckoutParameters): {
  ended: Promise<ExchangeCheckoutEnd>
  stop(): void
} {
  const { popup, url, sessionId, api } = parameters
  const origin = new URL(url).origin
  let stopped = false
  let statusTimer: ReturnType<typeof setInterval> | undefined
  let windowTimer: ReturnType<typeof setInterval> | undefined
  let onMessage: ((event: MessageEvent) => void) | undefined
  const cleanUp = () => {
    stopped = true
    if (onMessage) window.removeEventListener('message', onMessage)
    clearInterval(statusTimer)
    clearInterval(windowTimer)
  }
  const ended = new Promise<ExchangeCheckoutEnd>((resolve) => {
    const end = (outcome: ExchangeCheckoutEnd) => {
      if (stopped) return
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
    onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const parsed = v.safeParse(payCheckoutMessageSchema, event.data)
      if (!parsed.success || parsed.output.sessionId !== sessionId) return
      const { status, txHash } = parsed.output
      if (status !== 'completed') end({ status })
      else if (txHash) end({ status, txHash })
      else void askStatus().then((outcome) => outcome && end(outcome))
    }
    window.addEventListener('message', onMessage)
    statusTimer = setInterval(() => {
      void askStatus().then((outcome) => outcome && end(outcome))
    }, PAY_EXCHANGE_STATUS_POLL_MS)
    windowTimer = setInterval(() => {
      if (!popup.closed) return
      clearInterval(windowTimer)
      void askStatus().then((outcome) => end(outcome ?? { status: 'closed' }))
    }, PAY_WINDOW_POLL_MS)
  })
  return {
    ended,
    stop() {
      cleanUp()
      if (!popup.closed) popup.close()
    },
  }
}
