import { updateOnrampForm } from '../internal/onramp/updateOnrampForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Picks what to buy, by its id among the purchase currencies offered (`getBuyCurrencies`); an id
 * not offered is ignored. The quote is asked again.
 *
 * @example
 * setBuyPurchaseCurrency(config, 'PUSD')
 */
export function setBuyPurchaseCurrency(config: PorticoConfig, id: string): void {
  const currency = config.stores.onramp.getState().purchaseCurrencies.find((item) => item.id === id)
  if (currency) updateOnrampForm(config, { purchaseCurrency: currency })
}
