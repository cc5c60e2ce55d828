import type { PorticoConfig } from '../types/config.ts'
import type { PayState } from '../types/pay.ts'

/** Resolves once the pay state matches (a store event, not a poll). */
export function untilPay(
  config: PorticoConfig,
  matches: (state: PayState) => boolean,
): Promise<PayState> {
  const now = config.stores.pay.getState()
  if (matches(now)) return Promise.resolve(now)
  return new Promise((resolve) => {
    const stop = config.stores.pay.subscribe((state) => {
      if (!matches(state)) return
      stop()
      resolve(state)
    })
  })
}
