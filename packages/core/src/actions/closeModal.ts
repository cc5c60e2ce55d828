import { getPairingAdapter } from '../internal/getPairingAdapter.ts'
import { isConnected } from '../internal/isConnected.ts'
import { setRouterHistory } from '../internal/setRouterHistory.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Closes the modal and resets the router to Connect (spec §2). A WalletConnect connect under
 * way ends with 'Modal closed' (spec §8). In embedded mode the kit stays
 * on the page, so it shows Account when connected, else Connect.
 *
 * @example
 * closeModal(config)
 */
export function closeModal(config: PorticoConfig): void {
  // A pairing left waiting would connect a wallet scanned after the visitor gave up.
  getPairingAdapter(config)?.pairing.cancel()
  const view = config.options.embedded && isConnected(config) ? 'Account' : 'Connect'
  setRouterHistory(config, [{ view }])
  config.stores.modal.setState({ open: false, shake: false })
}
