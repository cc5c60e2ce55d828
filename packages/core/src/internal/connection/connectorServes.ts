import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connector } from '../../types/connector.ts'
import { servesNamespace } from './servesNamespace.ts'

/**
 * Whether Connect, scoped to one chain family, lists this connector: its own family, or
 * WalletConnect when its adapter spans that family.
 */
export function connectorServes(
  config: PorticoConfig,
  connector: Connector,
  namespace: ChainNamespace,
): boolean {
  if (connector.type === 'WALLET_CONNECT')
    return config.adapters.some((adapter) => adapter.pairing && servesNamespace(adapter, namespace))
  return connector.chain === namespace
}
