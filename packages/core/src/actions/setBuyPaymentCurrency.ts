import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Picks the fiat currency to pay with, by its id ('USD'); an id not offered is ignored. The
 * payment method stays when the currency takes it, else it becomes the currency's first. The
 * limits are checked again and the quote asked again.
 *
 * @example
 * setBuyPaymentCurrency(config, 'USD')
 */
export function setBuyPaymentCurrency(config: PorticoConfig, id: string): void {
  const { paymentCurrencies, paymentMethod } = config.stores.onramp.getState()
  const currency = paymentCurrencies.find((item) => item.id === id)
  if (!currency) return
  const methods = currency.payment_method_limits
  const method = methods.some((limit) => limit.id === paymentMethod)
    ? paymentMethod
    : (methods[0]?.id ?? paymentMethod)
  updateOnrampForm(config, { paymentCurrency: currency, paymentMethod: method })
}
