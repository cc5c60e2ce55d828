import { applyOnrampState } from '../internal/onramp/applyOnrampState.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Goes back from a finished checkout (closed, cancelled, failed, completed, or one that could
 * not open) to the Buy form, its amount and picks kept. A checkout still under way stays.
 *
 * @example
 * dismissBuyCheckout(config)
 */
export function dismissBuyCheckout(config: PorticoConfig): void {
  const status = config.stores.onramp.getState().checkout?.status
  if (!status || status === 'opening' || status === 'waiting' || status === 'confirming') return
  if (status === 'blocked') return
  applyOnrampState(config, { checkout: undefined })
}
