import { parsePlainDecimal } from '../internal/amounts/decimal.ts'
import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the amount to pay as the visitor types it, in the payment currency: kept as typed in
 * `amountInput`, read as digits with one '.' into the exact `paymentAmount`. `validation` says
 * at once when it is out of the payment method's limits ('Amount must be at least 10 USD',
 * 'Amount must be at most 7,500 USD for card') and then nothing is asked of the server;
 * otherwise a quote is asked ONRAMP_QUOTE_DEBOUNCE_MS after the last keystroke.
 *
 * @example
 * setBuyAmount(config, '5')
 * config.stores.onramp.getState().validation?.message // 'Amount must be at least 10 USD'
 */
export function setBuyAmount(config: PorticoConfig, input: string): void {
  const typed = parsePlainDecimal(input.trim())
  updateOnrampForm(config, { amountInput: input, paymentAmount: typed?.toFixed() })
}
