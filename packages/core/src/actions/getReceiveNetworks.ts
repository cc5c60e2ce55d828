import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { isEvmAddress } from '../utils/isEvmAddress.ts'
import { isSolanaAddress } from '../utils/isSolanaAddress.ts'

/** What the list is built from; each defaults to the store's current state. */
export interface GetReceiveNetworksParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** The connected address: `stores.account.getState().namespaces[namespace]?.address`. */
  address?: string | undefined
  /** The active network: `stores.network.getState().namespaces[namespace]?.caipNetwork`. */
  network?: Network | undefined
}

export type GetReceiveNetworksReturnType = readonly Network[]

/**
 * The networks the Receive view lists: the dApp's networks of the active family on which the
 * connected address is valid (spec §5: EVM and Solana addresses are checked; one EVM address is
 * the same account on every EVM network), the active network first, the others in the dApp's
 * order. Families whose addresses differ per network (Bitcoin) list only the active network.
 *
 * A pure read of the connection, account and network stores (or of the values passed in).
 *
 * @example
 * getReceiveNetworks(config).map((network) => network.name) // ['Portico Local', 'Portico Local 2']
 */
export function getReceiveNetworks(
  config: PorticoConfig,
  parameters: GetReceiveNetworksParameters = {},
): GetReceiveNetworksReturnType {
  const { stores, options } = config
  const namespace = parameters.namespace ?? stores.connection.getState().activeNamespace
  const address =
    'address' in parameters
      ? parameters.address
      : stores.account.getState().namespaces[namespace]?.address
  const active =
    'network' in parameters
      ? parameters.network
      : stores.network.getState().namespaces[namespace]?.caipNetwork
  if (!address) return []
  const valid =
    namespace === 'eip155'
      ? isEvmAddress(address)
      : namespace === 'solana'
        ? isSolanaAddress(address)
        : undefined
  if (valid === false) return []
  const family = options.networks.filter((network) => network.chainNamespace === namespace)
  const isActive = (network: Network) => network.caipNetworkId === active?.caipNetworkId
  if (valid === undefined) return family.filter(isActive)
  return [...family.filter(isActive), ...family.filter((network) => !isActive(network))]
}
