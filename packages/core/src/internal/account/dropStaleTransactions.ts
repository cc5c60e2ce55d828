import { cancelQueries } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import { INITIAL_TRANSACTIONS_STATE } from '../../stores/createStores.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { isConnected } from '../connection/isConnected.ts'

/**
 * Empties the history store when it holds a list of `namespace` that is no longer its
 * connected account on its network (a network switch, an account change, a disconnect), and
 * drops any load under way for it. A list that still matches is kept (the view paints from it).
 */
export function dropStaleTransactions(config: PorticoConfig, namespace: ChainNamespace): void {
  const { stores, internal } = config
  const list = stores.transactions.getState()
  if (!list.caipNetworkId?.startsWith(`${namespace}:`)) return
  const address = stores.account.getState().namespaces[namespace]?.address
  const network = stores.network.getState().namespaces[namespace]?.caipNetwork
  const matches =
    isConnected(config, namespace) &&
    list.address === address &&
    list.caipNetworkId === network?.caipNetworkId
  if (matches) return
  if (list.address)
    cancelQueries(internal.queries, queryKeys.transactions(list.caipNetworkId, list.address))
  stores.transactions.setState(INITIAL_TRANSACTIONS_STATE, true)
}
