import type { PorticoConfig } from '../types/config.ts'

/**
 * Asks the network again about a payment left 'unknown' (the transaction was sent, but the
 * network did not say how it ended): the same hash is checked again, nothing is paid again.
 * Does nothing in any other state.
 *
 * @example
 * if (config.stores.pay.getState().status === 'unknown') await retryPay(config)
 */
export async function retryPay(config: PorticoConfig): Promise<void> {
  const { recheck } = config.internal.pay
  if (config.stores.pay.getState().status !== 'unknown' || !recheck) return
  config.internal.pay.recheck = undefined
  await recheck()
}
