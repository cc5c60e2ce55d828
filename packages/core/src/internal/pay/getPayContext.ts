import type { PorticoConfig } from '../../types/config.ts'
import type { PayRequest } from '../../types/pay.ts'
import type { TransferCapability } from '../../types/transfer.ts'
import { connectorIdOf } from '../connection/connectorIdOf.ts'
import { getAdapter } from '../connection/getAdapter.ts'

/** Where a payment from the wallet would come from, as things are now. */
export interface PayContext {
  /** A wallet is connected in the payment network's family. */
  connected: boolean
  connectorId: string | undefined
  /** The connected account, which pays. */
  from: string | undefined
  /** The wallet is on the payment's network (else it is switched first). */
  onNetwork: boolean
  /**
   * The family's send capability: the connected wallet's adapter's, else the family's own
   * adapter's (its reads of the chain need no wallet). Undefined when no adapter can send.
   */
  transfers: TransferCapability | undefined
}

/** The connection of the payment network's family, its network and its send capability. */
export function getPayContext(config: PorticoConfig, request: PayRequest): PayContext {
  const { stores } = config
  const namespace = request.network.chainNamespace
  const connection = stores.connection.getState().namespaces[namespace]
  const connected = connection?.status === 'connected'
  const connectorId = connected ? connectorIdOf(connection) : undefined
  let transfers: TransferCapability | undefined
  try {
    transfers = getAdapter(config, namespace, connectorId).transfers
  } catch {
    // No adapter serves the family: nothing can be paid from a wallet or checked on chain.
  }
  return {
    connected,
    connectorId,
    from: connected ? stores.account.getState().namespaces[namespace]?.address : undefined,
    onNetwork:
      stores.network.getState().namespaces[namespace]?.caipNetwork?.caipNetworkId ===
      request.network.caipNetworkId,
    transfers,
  }
}
