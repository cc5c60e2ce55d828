import { DISCONNECT_TIMEOUT_MS } from '../../constants.ts'
import type { ChainDisconnectFailure } from '../../errors/connection.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { getAdapter } from './getAdapter.ts'

/**
 * Asks the adapter to let one wallet go, waiting at most 3000 ms (spec §9). Never throws: a
 * wallet that fails or hangs must not keep the visitor connected, so it is warned about and
 * returned as the failure (undefined when the wallet let go), for a caller that reports it.
 */
export async function disconnectConnector(
  config: PorticoConfig,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<ChainDisconnectFailure | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DISCONNECT_TIMEOUT_MS)
  })
  try {
    const adapter = getAdapter(config, namespace, connectorId)
    const outcome = await Promise.race([adapter.disconnect({ connectorId, namespace }), timeout])
    if (outcome !== 'timeout') return undefined
    console.warn(`[portico] ${connectorId} did not disconnect within ${DISCONNECT_TIMEOUT_MS} ms`)
    return { namespace, connectorId, reason: `no answer within ${DISCONNECT_TIMEOUT_MS} ms` }
  } catch (error) {
    console.warn(`[portico] ${connectorId} failed to disconnect`, error)
    const reason = error instanceof Error && error.message ? error.message : String(error)
    return { namespace, connectorId, reason }
  } finally {
    clearTimeout(timer)
  }
}
