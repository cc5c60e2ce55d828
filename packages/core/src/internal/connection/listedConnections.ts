import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'

/**
 * The wallets listed in a namespace (spec §3 connections, multi-wallet), the connected one
 * included, in the order they connected. Always empty while `features.multiWallet` is off.
 */
export function listedConnections(
  config: PorticoConfig,
  namespace: ChainNamespace,
): readonly Connection[] {
  return config.stores.connection.getState().connections?.[namespace] ?? []
}
