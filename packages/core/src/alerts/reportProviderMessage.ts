import { showAlert } from '../actions/showAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import { ALERTS } from './alertCatalogue.ts'
import { findProviderMessageAlert } from './providerMessageAlerts.ts'

/**
 * Shows the alert a provider error message maps to (spec §8), at most once per config: the
 * same failure repeats on every request and one alert says it. The message may carry the
 * provider's words inside its own (WalletConnect: 'WebSocket connection closed abnormally with
 * code: 3000 (Unauthorized: invalid key)').
 *
 * @example
 * reportProviderMessage(config, 'Unauthorized: invalid key') // shows 'Invalid Project ID'
 */
export function reportProviderMessage(config: PorticoConfig, message: string): boolean {
  const code = findProviderMessageAlert(message)
  if (!code || config.internal.reportedAlerts.has(code)) return false
  config.internal.reportedAlerts.add(code)
  showAlert(config, ALERTS[code])
  return true
}
