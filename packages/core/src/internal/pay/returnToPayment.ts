import type { PorticoConfig } from '../../types/config.ts'
import { setRouterHistory } from '../modal/setRouterHistory.ts'
import { isPaymentOpen } from './isPaymentOpen.ts'

/**
 * After a wallet connects while a payment is open, the modal goes back to the Pay view rather
 * than closing (which would end the payment with 'Modal closed'). True when it did.
 */
export function returnToPayment(config: PorticoConfig): boolean {
  if (!isPaymentOpen(config) || !config.stores.modal.getState().open) return false
  setRouterHistory(config, [{ view: 'Pay' }])
  return true
}
