import { onEvent, type PorticoEventListener } from '@portico/core'
import { useEffect, useRef } from 'react'
import { usePorticoConfig } from './usePorticoConfig.ts'

/**
 * Calls `listener` with every event the kit reports (spec §7: MODAL_OPEN, MODAL_CLOSE,
 * CONNECT_SUCCESS, SWITCH_NETWORK, …) while the component is mounted, whether or not analytics
 * is on. The latest `listener` is called, so an inline function does not resubscribe on every
 * render.
 *
 * @example
 * function ConnectTracker() {
 *   usePorticoEvents((event) => {
 *     if (event.name === 'CONNECT_SUCCESS') myAnalytics.track('wallet_connected')
 *   })
 *   return null
 * }
 */
export function usePorticoEvents(listener: PorticoEventListener): void {
  const config = usePorticoConfig()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => onEvent(config, (event) => latest.current(event)), [config])
}
