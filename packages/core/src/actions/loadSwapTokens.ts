import { SwapUnsupportedNetworkError } from '../errors/swap.ts'
import { SWAP_MESSAGES } from '../errors/swapMessages.ts'
import { resolveLogoUri } from '../internal/account/resolveLogoUri.ts'
import { getSwapContext } from '../internal/swap/getSwapContext.ts'
import { swapServiceError } from '../internal/swap/swapServiceError.ts'
import { isNativeSwapToken, swapTokenKey } from '../internal/swap/swapTokenIds.ts'
import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import { fetchQuery, isFetching } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { ConvertToken, FungiblePrice } from '../types/convert.ts'
import type { SwapState, SwapToken } from '../types/swap.ts'

/** It never throws: a failure is the form's `tokens` state ('error' or 'unsupported'). */
export type LoadSwapTokensErrorType = never

/**
 * Loads what the Swap form picks from on the active EVM network, once per network (a second
 * call while one is out joins it):
 * - the tokens (`GET /v1/convert/tokens`: native first), their icons resolved against the API
 *   URL, and their USD prices (`POST /v1/fungible/price`; without an answer, no prices);
 * - the gas price (`GET /v1/convert/gas-price`, 'standard'): any failure gives null (spec §8),
 *   and the wallet then picks the gas price;
 * - the native currency is picked to pay with when nothing is picked yet; picks that the new
 *   list does not have are dropped.
 * Off EVM, or when the service answers 'Network not supported for Swaps', `tokens` is
 * 'unsupported' and the form says so; another failure is `tokens` 'error' ('Could not load the
 * tokens to swap'). It never throws.
 *
 * @example
 * await loadSwapTokens(config)
 * getSwapTokens(config).map((token) => token.symbol) // ['ETH', 'PUSD', 'PTK']
 */
export async function loadSwapTokens(config: PorticoConfig): Promise<void> {
  const { stores, internal } = config
  const context = getSwapContext(config)
  const { network } = context
  if (!context.evm || !network) {
    updateSwapForm(config, { tokens: { status: 'unsupported' } })
    return
  }
  const { caipNetworkId } = network
  const { tokens } = stores.swap.getState()
  if (tokens.status === 'ready' && tokens.caipNetworkId === caipNetworkId) return
  const key = queryKeys.swapTokens(caipNetworkId)
  if (!isFetching(internal.queries, key)) updateSwapForm(config, { tokens: { status: 'loading' } })
  const isCurrent = () =>
    stores.network.getState().namespaces.eip155?.caipNetwork?.caipNetworkId === caipNetworkId
  try {
    // staleMs 0: the form keeps the list for its network; a return to it asks again (gas moves).
    const loaded = await fetchQuery(internal.queries, {
      key,
      staleMs: 0,
      query: async (signal) => {
        const api = config.api.blockchain
        const [listed, gas] = await Promise.allSettled([
          api.getSwapTokens(caipNetworkId, { signal }),
          api.getGasPrice(caipNetworkId, { signal }),
        ])
        if (listed.status === 'rejected') throw swapServiceError(listed.reason)
        const prices = await api
          .getTokenPrices(
            listed.value.map((token) => token.address),
            { signal },
          )
          .catch((): readonly FungiblePrice[] => [])
        return {
          list: listed.value.map((token) => toToken(token, prices)),
          gasPrice: gas.status === 'fulfilled' ? gas.value.standard : null,
        }
      },
    })
    if (!isCurrent()) return
    updateSwapForm(config, {
      tokens: { status: 'ready', caipNetworkId, tokens: loaded.list },
      gasPrice: loaded.gasPrice,
      ...picks(stores.swap.getState(), loaded.list),
    })
  } catch (error) {
    if (!isCurrent()) return
    updateSwapForm(config, {
      tokens:
        error instanceof SwapUnsupportedNetworkError
          ? { status: 'unsupported' }
          : { status: 'error', message: SWAP_MESSAGES.TOKENS_UNAVAILABLE },
    })
  }
}

function toToken(token: ConvertToken, prices: readonly FungiblePrice[]): SwapToken {
  const key = swapTokenKey(token.address)
  const price = prices.find((entry) => swapTokenKey(entry.address) === key)?.price
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    logoUri: resolveLogoUri(token.logoUri),
    ...(price !== undefined && price > 0 ? { price } : {}),
  }
}

/** The picks that stay (as the new list has them), and the native currency by default. */
function picks(
  state: SwapState,
  list: readonly SwapToken[],
): Pick<SwapState, 'fromToken' | 'toToken'> {
  const find = (token: SwapToken | undefined) =>
    token && list.find((entry) => swapTokenKey(entry.address) === swapTokenKey(token.address))
  const toToken = find(state.toToken)
  const fromToken =
    find(state.fromToken) ??
    list.find((token) => isNativeSwapToken(token.address) && token !== toToken)
  return { fromToken, toToken }
}
