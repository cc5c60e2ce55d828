import { stopBuyCheckout } from '../internal/onramp/stopBuyCheckout.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Cancels the checkout from the kit: closes its window, stops following it and goes back to the
 * form (the amount and currencies kept). A purchase the provider already took is not undone by
 * this; the provider's own page is where a payment is made or not. Nothing happens without a
 * checkout opening, waiting or blocked.
 *
 * @example
 * cancelBuyCheckout(config)
 */
export function cancelBuyCheckout(config: PorticoConfig): void {
  const record = config.internal.onramp.checkout
  const status = config.stores.onramp.getState().checkout?.status
  if (!record || (status !== 'opening' && status !== 'waiting' && status !== 'blocked')) return
  stopBuyCheckout(config, { close: true })
  config.stores.onramp.setState({ checkout: { status: 'cancelled' } })
  emitEvent(config, 'BUY_CHECKOUT_CANCELLED', { ...record.properties, by: 'visitor' })
}
