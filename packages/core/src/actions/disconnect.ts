import { DISCONNECT_TIMEOUT_MS } from '../constants.ts'
import type { UnsupportedNamespaceError } from '../errors/connection.ts'
import { getAdapter } from '../internal/getAdapter.ts'
import { resetNamespace } from '../internal/resetNamespace.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { closeModal as close } from './closeModal.ts'

export interface DisconnectParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Set false to keep the modal open (e.g. the wallet itself disconnected). */
  closeModal?: boolean
}

export type DisconnectErrorType = UnsupportedNamespaceError

/**
 * Spec §4 disconnect: asks the adapter to disconnect (waiting at most 3000 ms; a wallet that
 * fails or hangs does not keep the visitor connected), then resets the namespace's account and
 * network, removes its stored connector, sets it disconnected and closes the modal unless
 * `closeModal` is false.
 *
 * @example
 * await disconnect(config)
 * await disconnect(config, { namespace: 'eip155', closeModal: false })
 */
export async function disconnect(
  config: PorticoConfig,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  const { connectorId } = config.stores.connection.getState().namespaces[namespace] ?? {}
  const adapter = getAdapter(config, namespace, connectorId)

  if (connectorId) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), DISCONNECT_TIMEOUT_MS)
    })
    try {
      const outcome = await Promise.race([adapter.disconnect({ connectorId, namespace }), timeout])
      if (outcome === 'timeout')
        console.warn(
          `[portico] ${connectorId} did not disconnect within ${DISCONNECT_TIMEOUT_MS} ms`,
        )
    } catch (error) {
      console.warn(`[portico] ${connectorId} failed to disconnect`, error)
    } finally {
      clearTimeout(timer)
    }
  }

  resetNamespace(config, namespace)
  if (parameters.closeModal !== false) close(config)
}
