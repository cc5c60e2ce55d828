import type { Network } from '../../types/chain.ts'
import type { PorticoConfig, SwapWallet } from '../../types/config.ts'
import { connectorIdOf } from '../connection/connectorIdOf.ts'
import { getAdapter } from '../connection/getAdapter.ts'

/** Where a swap of the Swap form would go: the EVM connection, when it is the active one. */
export interface SwapContext {
  /** The active namespace is EVM (spec §9: swaps are EVM only). */
  evm: boolean
  connected: boolean
  connectorId: string | undefined
  /** The connected account, which pays and receives. */
  from: string | undefined
  /** Undefined while the wallet is on a chain the dApp does not list. */
  network: Network | undefined
  /** The wallet's request path, receipt wait and swap checks, when the adapter has all three. */
  wallet: SwapWallet | undefined
}

/** The active EVM connection, network and wallet paths, as they are now. */
export function getSwapContext(config: PorticoConfig): SwapContext {
  const { stores } = config
  const { activeNamespace, namespaces } = stores.connection.getState()
  const evm = activeNamespace === 'eip155'
  const connection = namespaces.eip155
  const connectorId = connectorIdOf(connection)
  let wallet: SwapContext['wallet']
  if (evm && connection?.status === 'connected') {
    try {
      const adapter = getAdapter(config, 'eip155', connectorId)
      if (adapter.request && adapter.transfers && adapter.swaps)
        wallet = {
          request: adapter.request.bind(adapter),
          transfers: adapter.transfers,
          swaps: adapter.swaps,
        }
    } catch {
      // No adapter serves EVM: it cannot swap.
    }
  }
  return {
    evm,
    connected: evm && connection?.status === 'connected',
    connectorId,
    from: stores.account.getState().namespaces.eip155?.address,
    network: stores.network.getState().namespaces.eip155?.caipNetwork,
    wallet,
  }
}
