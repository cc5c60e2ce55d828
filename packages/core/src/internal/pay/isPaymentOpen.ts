import type { PorticoConfig } from '../../types/config.ts'

/**
 * A dApp's `pay` is waiting for the visitor (payment mode, spec §6): the Connect view then
 * offers wallets only, and a wallet connected from it leads back to the Pay view.
 */
export function isPaymentOpen(config: PorticoConfig): boolean {
  return config.internal.pay.run !== undefined && config.stores.pay.getState().request !== undefined
}
