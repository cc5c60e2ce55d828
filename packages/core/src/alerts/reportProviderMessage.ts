import { showAlert } from '../actions/showAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import { ALERTS } from './alertCatalogue.ts'
import { PROVIDER_MESSAGE_ALERTS } from './providerMessageAlerts.ts'

/**
 * Shows the alert a provider error message maps to (spec §8), at most once per config: the
 * same failure repeats on every request and one alert says it.
 *
 * @example
 * reportProviderMessage(config, 'Unauthorized: invalid key') // shows 'Invalid Project ID'
 */
export function reportProviderMessage(config: PorticoConfig, message: string): boolean {
  const code = PROVIDER_MESSAGE_ALERTS[message]
  if (!code || config.internal.reportedAlerts.has(code)) return false
  config.internal.reportedAlerts.add(code)
  showAlert(config, ALERTS[code])
  return true
}
