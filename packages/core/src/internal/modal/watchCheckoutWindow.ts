import * as v from 'valibot'
import { ONRAMP_CHECKOUT_POLL_MS } from '../../constants.ts'
import { checkoutMessageSchema } from '../../schemas/onrampSchemas.ts'

/** How the checkout ended, as far as its window tells. */
export type CheckoutWindowOutcome =
  | { status: 'closed' }
  | { status: 'completed' | 'cancelled' | 'failed'; txHash?: string; network?: string }

export interface WatchCheckoutWindowParameters {
  /** The checkout window now (the visitor may reopen it: a new window, same session). */
  popup: () => Window | undefined
  /** The exact origin of the checkout's URL: the only one whose message is read. */
  origin: string
  /** The session the server created for this checkout. */
  sessionId: string
  /** Aborted when the visitor cancels or leaves: resolves nothing, the watch just stops. */
  signal: AbortSignal
  /** How often the window is checked for having been closed. Default ONRAMP_CHECKOUT_POLL_MS. */
  pollMs?: number
  /** A message of the right origin, window and session that this caller cannot use is ignored. */
  accepts?: (message: CheckoutMessage) => boolean
}

type CheckoutMessage = v.InferOutput<typeof checkoutMessageSchema>

/**
 * Waits for the checkout page to tell its opener how it ended (`{ type: 'portico:checkout',
 * sessionId, status, txHash? }`, docs/onramp-and-pay.md), or for its window to be closed
 * (checked every `pollMs`). A message from another origin, another window, for
 * another session, or of another shape is ignored: any page or frame can post to this window,
 * and none but the provider's checkout may say the purchase completed. The listener and timer
 * go when it settles or `signal` aborts (then it never settles).
 */
export function watchCheckoutWindow(
  parameters: WatchCheckoutWindowParameters,
): Promise<CheckoutWindowOutcome> {
  const { popup, origin, sessionId, signal, pollMs = ONRAMP_CHECKOUT_POLL_MS, accepts } = parameters
  return new Promise((resolve) => {
    if (signal.aborted) return
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal.removeEventListener('abort', stop)
    }
    const onMessage = (event: MessageEvent) => {
      const current = popup()
      if (event.origin !== origin || !current || event.source !== current) return
      const parsed = v.safeParse(checkoutMessageSchema, event.data)
      if (!parsed.success || parsed.output.sessionId !== sessionId) return
      if (accepts && !accepts(parsed.output)) return
      stop()
      const { status, txHash, network } = parsed.output
      resolve({
        status,
        ...(txHash ? { txHash } : {}),
        ...(network ? { network } : {}),
      })
    }
    const timer = setInterval(() => {
      const current = popup()
      if (current && !current.closed) return
      stop()
      resolve({ status: 'closed' })
    }, pollMs)
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', stop, { once: true })
  })
}
