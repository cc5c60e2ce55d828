import { INITIAL_SEND_STATE } from '../stores/createStores.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Empties the Send form and forgets the last transfer (`INITIAL_SEND_STATE`); the views call it
 * when the visitor leaves Send. A transfer still under way is followed to its end all the same
 * (its events are reported and the balances refreshed), it is only no longer shown.
 *
 * @example
 * resetSend(config)
 */
export function resetSend(config: PorticoConfig): void {
  config.stores.send.setState(INITIAL_SEND_STATE, true)
  config.internal.sendTransfer = undefined
}
