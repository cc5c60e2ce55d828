import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { fetchQuery, isFetching } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Lists the exchanges the open payment can be paid from (`GET /v1/pay/exchanges` for its asset
 * and network) in `exchanges`. A failure, or a malformed answer, is `{ status: 'error' }` with
 * its message: the visitor can still pay from the wallet. Does nothing once loaded; calls
 * while a load is out share it.
 *
 * @example
 * await loadPayExchanges(config)
 * config.stores.pay.getState().exchanges // { status: 'ready', items: [{ id: 'sandbox', name: 'Sandbox Exchange' }] }
 */
export async function loadPayExchanges(config: PorticoConfig): Promise<void> {
  const { request, exchanges } = config.stores.pay.getState()
  if (!request || exchanges.status === 'ready') return
  const id = config.internal.pay.id
  const { asset } = request
  const network = request.network.caipNetworkId
  const key = queryKeys.payExchanges(asset, network)
  const { queries } = config.internal
  if (!isFetching(queries, key)) config.stores.pay.setState({ exchanges: { status: 'loading' } })
  try {
    const items = await fetchQuery(queries, {
      key,
      staleMs: 0,
      query: (signal) => config.api.pay.getExchanges({ asset, network }, { signal }),
    })
    if (id !== config.internal.pay.id) return
    config.stores.pay.setState({ exchanges: { status: 'ready', items } })
  } catch (error) {
    if (id !== config.internal.pay.id) return
    config.stores.pay.setState({
      exchanges: { status: 'error', message: toPorticoError(error).message },
    })
  }
}
