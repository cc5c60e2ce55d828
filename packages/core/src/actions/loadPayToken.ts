import { PayRequestError } from '../errors/pay.ts'
import { failPayment } from '../internal/pay/failPayment.ts'
import { getPayContext } from '../internal/pay/getPayContext.ts'
import { fetchQuery } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PayToken } from '../types/pay.ts'

/**
 * None: it never rejects. A token that cannot be read or an amount it cannot hold ends the
 * payment instead (`pay` rejects with the `PayRequestError`).
 */
export type LoadPayTokenErrorType = never

/**
 * Describes the token of the open payment for the Pay view: the network's native currency, or
 * the contract's symbol, name and decimals read on chain (the icon from the connected
 * account's balances when it holds the token). A contract that cannot be read, or an amount
 * with more decimals than the token has, ends the payment with a `PayRequestError` ('asset' or
 * 'amount'). Does nothing when the token is loaded or loading; a token read for an earlier
 * payment is not read again (its symbol, name and decimals do not change).
 *
 * @example
 * await loadPayToken(config)
 * config.stores.pay.getState().token // { status: 'ready', token: { symbol: 'PUSD', decimals: 6, … } }
 */
export async function loadPayToken(config: PorticoConfig): Promise<void> {
  const { request, token: current } = config.stores.pay.getState()
  // One read per payment: a failure ends the payment once.
  if (!request || current.status === 'loading' || current.status === 'ready') return
  const id = config.internal.pay.id
  const { network, asset } = request
  let token: PayToken
  if (asset === 'native') {
    const { symbol, name, decimals } = network.nativeCurrency
    token = {
      symbol,
      name,
      decimals,
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    }
  } else {
    config.stores.pay.setState({ token: { status: 'loading' } })
    const { transfers } = getPayContext(config, request)
    try {
      const readToken = transfers?.readToken
      if (!readToken) throw new Error(`No adapter can read tokens on ${network.name}`)
      const read = await fetchQuery(config.internal.queries, {
        key: queryKeys.token(network.caipNetworkId, asset),
        staleMs: Number.POSITIVE_INFINITY,
        query: () => readToken({ network, address: asset }),
      })
      const iconUrl = heldTokenIcon(config, network.caipNetworkId, asset)
      token = { ...read, address: asset, ...(iconUrl ? { iconUrl } : {}) }
    } catch (cause) {
      if (id !== config.internal.pay.id) return
      const error = new PayRequestError(
        'asset',
        `${asset} is not a token that can be read on ${network.name}`,
        { cause },
      )
      config.stores.pay.setState({ token: { status: 'error', message: error.message } })
      failPayment(config, error)
      return
    }
    if (id !== config.internal.pay.id) return
  }
  const fraction = request.amount.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > token.decimals) {
    const error = new PayRequestError(
      'amount',
      `${token.symbol} has at most ${token.decimals} decimals`,
    )
    config.stores.pay.setState({ token: { status: 'error', message: error.message } })
    failPayment(config, error)
    return
  }
  config.stores.pay.setState({ token: { status: 'ready', token } })
}

/** The balance service's icon of the token, when the connected account holds it. */
function heldTokenIcon(
  config: PorticoConfig,
  caipNetworkId: string,
  address: string,
): string | undefined {
  const held = config.stores.account.getState().namespaces.eip155?.tokenBalance ?? []
  const match = held.find(
    (token) =>
      token.address?.toLowerCase() === `${caipNetworkId}:${address}`.toLowerCase() && token.iconUrl,
  )
  return match?.iconUrl ?? undefined
}
