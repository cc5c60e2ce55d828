import { cancelOnrampQuote } from '../internal/onramp/cancelOnrampQuote.ts'
import { stopBuyCheckout } from '../internal/onramp/stopBuyCheckout.ts'
import { INITIAL_ONRAMP_STATE } from '../stores/createStores.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Empties the Buy form (card, no amount, no quote) and stops its quote request. A checkout
 * window still open is left to the visitor, but no longer followed, unless it is confirming a
 * deposit: that check runs to its end (the balance and Activity refresh). The options loaded
 * are kept for the next time Buy opens.
 *
 * @example
 * resetBuy(config)
 */
export function resetBuy(config: PorticoConfig): void {
  cancelOnrampQuote(config)
  const state = config.stores.onramp.getState()
  if (state.checkout?.status !== 'confirming') stopBuyCheckout(config)
  else config.internal.onramp.checkout = undefined
  config.stores.onramp.setState(
    {
      ...INITIAL_ONRAMP_STATE,
      ...(state.options.status === 'ready'
        ? {
            options: state.options,
            providers: state.providers,
            purchaseCurrencies: state.purchaseCurrencies,
            paymentCurrencies: state.paymentCurrencies,
          }
        : {}),
    },
    true,
  )
}
