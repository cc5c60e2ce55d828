import { getAddressChecks } from '../internal/connection/getAddressChecks.ts'
import type { ChainNamespace, Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

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
 * connected address is valid by the namespace's adapter's checks (spec §5; one EVM address is
 * the same account on every EVM network, a Bitcoin address only on the networks of its
 * prefix), the active network first, the others in the dApp's order. None when no adapter
 * offers checks for the namespace.
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
  const checks = getAddressChecks(config, namespace)
  if (!address || !checks) return []
  const isActive = (network: Network) => network.caipNetworkId === active?.caipNetworkId
  const family = options.networks.filter(
    (network) =>
      network.chainNamespace === namespace && checks.parseAddress(address, network) !== undefined,
  )
  return [...family.filter(isActive), ...family.filter((network) => !isActive(network))]
}
