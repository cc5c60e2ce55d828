import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Picks how to pay ('card' or 'ach_bank_account', a `payment_method_limits` id of the payment
 * currency); an id it does not take is ignored. Its limits apply at once ('Amount must be at
 * most 7,500 USD for card') and the quote is asked again.
 *
 * @example
 * setBuyPaymentMethod(config, 'ach_bank_account')
 */
export function setBuyPaymentMethod(config: PorticoConfig, id: string): void {
  const { paymentCurrency } = config.stores.onramp.getState()
  if (!paymentCurrency?.payment_method_limits.some((limit) => limit.id === id)) return
  updateOnrampForm(config, { paymentMethod: id })
}
