import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * Whether multi-wallet is on. When it is off, shows the 'Multi-wallet not enabled' info alert
 * (spec §4, §8) so the caller can stop there.
 */
export function requireMultiWallet(config: PorticoConfig): boolean {
  if (config.stores.features.getState().features.multiWallet) return true
  showAlert(config, ALERTS.MULTI_WALLET_NOT_ENABLED)
  return false
}
