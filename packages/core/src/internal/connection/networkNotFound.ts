import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { NetworkNotFoundError } from '../../errors/connection.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * A network was asked for that the dApp does not list (a switch, a namespace change, a payment):
 * shows the 'Network Not Found' alert (spec §8), so the visitor learns why nothing happened, and
 * returns the `NetworkNotFoundError` for the caller to throw. `details` names the network.
 */
export function networkNotFound(config: PorticoConfig, details: string): NetworkNotFoundError {
  showAlert(config, ALERTS.NETWORK_NOT_FOUND)
  return new NetworkNotFoundError({ details })
}
