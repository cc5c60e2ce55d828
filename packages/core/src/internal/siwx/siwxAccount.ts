import type { CaipNetworkId, ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** The account a namespace would sign in with, and the network it signs in on. */
export interface SiwxAccount {
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  address: string
  isSmartAccount: boolean
}

/**
 * The connected account of a namespace on a network the dApp lists; undefined while the
 * namespace is not connected or its wallet is on an unlisted chain (no sign-in is asked there).
 */
export function siwxAccount(
  config: PorticoConfig,
  namespace: ChainNamespace,
): SiwxAccount | undefined {
  const { stores } = config
  if (stores.connection.getState().namespaces[namespace]?.status !== 'connected') return undefined
  const account = stores.account.getState().namespaces[namespace]
  const network = stores.network.getState().namespaces[namespace]?.caipNetwork
  if (!account?.address || !network) return undefined
  return {
    namespace,
    caipNetworkId: network.caipNetworkId,
    address: account.address,
    isSmartAccount: account.preferredAccountType === 'smartAccount',
  }
}

/** Whether two records name the same account on the same network. */
export function isSameSiwxAccount(
  a: { caipNetworkId: CaipNetworkId; address: string } | undefined,
  b: { caipNetworkId: CaipNetworkId; address: string } | undefined,
): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.caipNetworkId === b.caipNetworkId &&
    a.address.toLowerCase() === b.address.toLowerCase()
  )
}
