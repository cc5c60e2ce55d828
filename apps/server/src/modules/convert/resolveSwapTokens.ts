import { BadRequestError } from '../../errors/apiErrors.ts'
import { UnsupportedSwapNetworkError } from '../../errors/convertErrors.ts'
import type { TokenId } from './convertRequests.ts'
import type { QuoteSource } from './QuoteSource.ts'
import type { ListedSwapToken, SwapTokenList } from './swapTokens.ts'

/** What the swap routes resolve a request's tokens against. */
export interface SwapContext {
  /** One quote source per chain that serves swaps, by CAIP-2 id. */
  sources: ReadonlyMap<string, QuoteSource>
  tokens: SwapTokenList
}

/**
 * The quote source of a chain, or the spec §8 'Network not supported for Swaps' (400
 * `UNSUPPORTED_SWAP_NETWORK`) for a chain without one.
 *
 * @example
 * const source = sourceOf(context, 'eip155:31337')
 */
export function sourceOf(context: SwapContext, caipNetworkId: string): QuoteSource {
  const source = context.sources.get(caipNetworkId)
  if (source === undefined) throw new UnsupportedSwapNetworkError({ details: caipNetworkId })
  return source
}

/**
 * One token of a request on a chain that serves swaps: the chain's source and the token, or a
 * 400 naming `field` for a token the server does not list there.
 *
 * @example
 * const { source, token } = resolveSwapToken(context, 'tokenAddress', query.tokenAddress)
 */
export function resolveSwapToken(
  context: SwapContext,
  field: string,
  id: TokenId,
): { source: QuoteSource; token: ListedSwapToken } {
  const source = sourceOf(context, id.caipNetworkId)
  const token = context.tokens.find(id.caipNetworkId, id.address)
  if (token === undefined)
    throw new BadRequestError(
      `${field}: not a token swapped on ${id.caipNetworkId} (see GET /v1/convert/tokens)`,
    )
  return { source, token }
}

/**
 * The two tokens of a trade: both listed on one chain that serves swaps, and not the same.
 *
 * @example
 * const { source, from, to } = resolveSwapPair(context, query)
 */
export function resolveSwapPair(
  context: SwapContext,
  ids: { from: TokenId; to: TokenId },
): { source: QuoteSource; from: ListedSwapToken; to: ListedSwapToken } {
  const { source, token: from } = resolveSwapToken(context, 'from', ids.from)
  if (ids.to.caipNetworkId !== ids.from.caipNetworkId)
    throw new BadRequestError(`to: must be on the same chain as from (${ids.from.caipNetworkId})`)
  const { token: to } = resolveSwapToken(context, 'to', ids.to)
  if (to === from) throw new BadRequestError('to: must be another token than from')
  return { source, from, to }
}
