import type { Network } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { OnrampPurchaseCurrency } from '../types/onramp.ts'

export interface GetBuyCurrenciesParameters {
  /** `stores.onramp.getState().purchaseCurrencies` */
  purchaseCurrencies?: readonly OnrampPurchaseCurrency[]
  /** The active namespace's network. */
  network?: Network | undefined
}

export type GetBuyCurrenciesReturnType = readonly OnrampPurchaseCurrency[]

/**
 * The purchase currencies the Buy view offers: those delivered on the active network, in the
 * server's order. A pure read of the stores (or of what is passed in).
 *
 * @example
 * getBuyCurrencies(config).map((currency) => currency.symbol) // ['PUSD', 'ETH']
 */
export function getBuyCurrencies(
  config: PorticoConfig,
  parameters: GetBuyCurrenciesParameters = {},
): GetBuyCurrenciesReturnType {
  const { stores } = config
  const namespace = stores.connection.getState().activeNamespace
  const network =
    'network' in parameters
      ? parameters.network
      : stores.network.getState().namespaces[namespace]?.caipNetwork
  const currencies = parameters.purchaseCurrencies ?? stores.onramp.getState().purchaseCurrencies
  if (!network) return []
  return currencies.filter((currency) =>
    currency.networks.some((item) => item.chain_id === network.caipNetworkId),
  )
}
