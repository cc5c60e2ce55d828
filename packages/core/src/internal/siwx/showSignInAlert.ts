import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { PROVIDER_MESSAGE_ALERTS } from '../../alerts/providerMessageAlerts.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * Shows the alert of a failed sign-in whose error (or one of its causes) carries a provider
 * message (spec §8): 'Unauthorized: origin not allowed' from the embedded wallet or its server
 * is 'Origin Not Allowed', 'Unauthorized: invalid key' is 'Invalid Project ID'. Unlike the API
 * clients' reports, it shows every time: the visitor asked, and the alert says why it failed.
 * Returns whether an alert showed.
 */
export function showSignInAlert(config: PorticoConfig, error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; depth++) {
    const code = PROVIDER_MESSAGE_ALERTS[cause.message]
    if (code) {
      config.internal.reportedAlerts.add(code)
      showAlert(config, ALERTS[code])
      return true
    }
    cause = cause.cause
  }
  return false
}
