import type { PorticoConfig } from '../../types/config.ts'

/** Stops following the exchange's window (its listener and timers), if one is followed. */
export function stopPayCheckout(config: PorticoConfig): void {
  const { checkout } = config.internal.pay
  config.internal.pay.checkout = undefined
  checkout?.stop()
}
