import { SEND_CHAIN_NAMESPACES } from '../../constants.ts'
import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { TransferCapability } from '../../types/transfer.ts'
import { connectorIdOf } from '../connection/connectorIdOf.ts'
import { getAdapter } from '../connection/getAdapter.ts'

/** Where a transfer of the Send form would go: the active namespace's connection. */
export interface SendContext {
  namespace: ChainNamespace
  connected: boolean
  connectorId: string | undefined
  /** The connected account, which pays. */
  from: string | undefined
  /** Undefined while the wallet is on a chain the dApp does not list. */
  network: Network | undefined
  /** The connected connector's adapter's, when the family can send (spec §9: EVM and Solana). */
  transfers: TransferCapability | undefined
}

/** The active namespace's connection, network and send capability, as they are now. */
export function getSendContext(config: PorticoConfig): SendContext {
  const { stores } = config
  const { activeNamespace: namespace, namespaces } = stores.connection.getState()
  const connection = namespaces[namespace]
  const connectorId = connectorIdOf(connection)
  let transfers: TransferCapability | undefined
  if ((SEND_CHAIN_NAMESPACES as readonly ChainNamespace[]).includes(namespace)) {
    try {
      transfers = getAdapter(config, namespace, connectorId).transfers
    } catch {
      // No adapter serves the namespace: it cannot send.
    }
  }
  return {
    namespace,
    connected: connection?.status === 'connected',
    connectorId,
    from: stores.account.getState().namespaces[namespace]?.address,
    network: stores.network.getState().namespaces[namespace]?.caipNetwork,
    transfers,
  }
}
