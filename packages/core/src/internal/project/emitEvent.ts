import type { PorticoConfig } from '../../types/config.ts'
import type { PorticoEvent, PorticoEventName, PorticoEventProperties } from '../../types/events.ts'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.ts'

/**
 * Reports one event: to every `onEvent` listener, then to the server when analytics is on.
 * Never throws and never waits: events must not get in the way of the flow that raised them.
 */
export function emitEvent(
  config: PorticoConfig,
  name: PorticoEventName,
  properties: PorticoEventProperties = {},
): void {
  const event: PorticoEvent = {
    name,
    properties,
    address: activeAddress(config),
    timestamp: Date.now(),
  }
  for (const listener of [...config.internal.eventListeners]) {
    try {
      listener(event)
    } catch (error) {
      console.error('[portico] an onEvent listener threw', error)
    }
  }
  sendAnalyticsEvent(config, event)
}

function activeAddress(config: PorticoConfig): string | undefined {
  const { activeNamespace } = config.stores.connection.getState()
  return config.stores.account.getState().namespaces[activeNamespace]?.address
}
