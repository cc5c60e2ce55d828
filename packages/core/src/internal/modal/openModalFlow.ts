import { openModal } from '../../actions/openModal.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import type { RouteEntry } from '../../types/views.ts'
import { waitForModalConnection } from '../connection/waitForModalConnection.ts'

/**
 * Opens the modal straight on `entry` (no Connect list behind it: Back closes) and waits for the
 * flow there to connect (`waitForModalConnection`). Synchronous up to the wait: nothing in
 * `openModal` awaits, so a caller may go on in the same click.
 */
export function openModalFlow(config: PorticoConfig, entry: RouteEntry): Promise<Connection> {
  openModal(config, { view: entry.view, ...(entry.data ? { data: entry.data } : {}) }).catch(
    () => undefined,
  )
  return waitForModalConnection(config)
}
