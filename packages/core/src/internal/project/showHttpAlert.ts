import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { HttpRequestError } from '../../errors/http.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * Shows the spec §8 alert of a failed project call: 429 → 'Rate Limited', 5xx → 'Server Error'
 * with the server's message. Returns whether it showed one (other failures show nothing).
 */
export function showHttpAlert(config: PorticoConfig, error: unknown): boolean {
  if (!(error instanceof HttpRequestError)) return false
  if (error.status === 429) {
    showAlert(config, ALERTS.RATE_LIMITED)
    return true
  }
  if (error.status >= 500) {
    showAlert(config, {
      ...ALERTS.SERVER_ERROR,
      details: error.serverMessage ?? ALERTS.SERVER_ERROR.details,
    })
    return true
  }
  return false
}
