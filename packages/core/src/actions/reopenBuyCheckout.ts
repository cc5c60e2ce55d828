import { openCheckoutWindow } from '../internal/modal/openCheckoutWindow.ts'
import { setBuyCheckout } from '../internal/onramp/setBuyCheckout.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Brings the checkout window back: focuses it while it is open, or opens it again at its
 * address (a window the browser blocked, or one hidden behind the page). Call it in a click
 * handler, as `openBuyCheckout`. Does nothing without a checkout waiting or blocked.
 *
 * @example
 * reopenButton.onclick = () => reopenBuyCheckout(config)
 */
export function reopenBuyCheckout(config: PorticoConfig): void {
  const record = config.internal.onramp.checkout
  const checkout = config.stores.onramp.getState().checkout
  if (!record || !checkout?.url || !checkout.sessionId) return
  if (checkout.status !== 'waiting' && checkout.status !== 'blocked') return
  if (record.popup && !record.popup.closed) {
    record.popup.focus()
    return
  }
  const popup = openCheckoutWindow(checkout.url)
  if (!popup) return
  record.popup = popup
  if (checkout.status === 'blocked') {
    setBuyCheckout(config, record, {
      status: 'waiting',
      url: checkout.url,
      sessionId: checkout.sessionId,
    })
    emitEvent(config, 'BUY_CHECKOUT_OPENED', {
      ...record.properties,
      sessionId: checkout.sessionId,
    })
    record.start?.()
  }
}
