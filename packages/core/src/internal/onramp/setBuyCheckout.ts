import type { OnrampCheckoutRecord, PorticoConfig } from '../../types/config.ts'
import type { OnrampCheckoutState } from '../../types/onramp.ts'

/**
 * Shows how the checkout of `record` stands, unless the visitor started over meanwhile (another
 * checkout, Cancel, leaving Buy): a stale checkout never writes.
 */
export function setBuyCheckout(
  config: PorticoConfig,
  record: OnrampCheckoutRecord,
  checkout: OnrampCheckoutState,
): boolean {
  if (config.internal.onramp.checkout !== record) return false
  config.stores.onramp.setState({ checkout })
  return true
}
