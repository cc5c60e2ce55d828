import { isConnected } from '../internal/isConnected.ts'
import { setRouterHistory } from '../internal/setRouterHistory.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Closes the modal and resets the router to Connect (spec §2). In embedded mode the kit stays
 * on the page, so it shows Account when connected, else Connect.
 *
 * @example
 * closeModal(config)
 */
export function closeModal(config: PorticoConfig): void {
  const view = config.options.embedded && isConnected(config) ? 'Account' : 'Connect'
  setRouterHistory(config, [{ view }])
  config.stores.modal.setState({ open: false, shake: false })
}
