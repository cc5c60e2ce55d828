import type { PorticoConfig } from '../types/config.ts'
import type { PorticoEventListener } from '../types/events.ts'

export type OnEventReturnType = () => void

/**
 * Calls `listener` with every event the kit reports (spec §7: MODAL_OPEN, MODAL_CLOSE,
 * SEARCH_WALLET, SWITCH_NETWORK, CONNECT_SUCCESS, SEND_*, ERROR_FETCH_TRANSACTIONS …), whether
 * or not analytics is on. Returns the unsubscribe function. A listener that throws is logged
 * and does not stop the others.
 *
 * @example
 * const stop = onEvent(config, (event) => {
 *   if (event.name === 'CONNECT_SUCCESS') console.log('connected', event.address)
 * })
 * // later
 * stop()
 */
export function onEvent(config: PorticoConfig, listener: PorticoEventListener): OnEventReturnType {
  // A wrapper per call, so the same function subscribed twice is two subscriptions.
  const entry: PorticoEventListener = (event) => listener(event)
  config.internal.eventListeners.add(entry)
  return () => {
    config.internal.eventListeners.delete(entry)
  }
}
