import { InvalidResponseError } from '../../errors/http.ts'
import { SwapValidationError } from '../../errors/swap.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SwapQuote, SwapState } from '../../types/swap.ts'
import { parseUnits } from '../../utils/parseUnits.ts'
import type { SwapContext } from './getSwapContext.ts'
import { swapServiceError } from './swapServiceError.ts'
import { swapTokenKey } from './swapTokenIds.ts'
import { toSwapQuote } from './toSwapQuote.ts'

/**
 * Asks the service for the form's quote (`GET /v1/convert/quotes`) and returns the best one for
 * exactly what was asked (same tokens, same amount; others are ignored, none is an
 * `InvalidResponseError`), as the view shows it. Rejects with the typed errors of
 * `swapServiceError`, or the signal's reason when aborted.
 */
export async function requestSwapQuote(
  config: PorticoConfig,
  state: SwapState,
  context: SwapContext,
  signal?: AbortSignal,
): Promise<SwapQuote> {
  const { fromToken, toToken, fromAmount } = state
  const { network, from } = context
  if (!fromToken || !toToken || fromAmount === undefined || !network || !from)
    throw new SwapValidationError(state.validation)
  const amount = parseUnits(fromAmount, fromToken.decimals).toString()
  let quotes: Awaited<ReturnType<PorticoConfig['api']['blockchain']['getSwapQuotes']>>
  try {
    quotes = await config.api.blockchain.getSwapQuotes(
      {
        amount,
        from: fromToken.address,
        to: toToken.address,
        userAddress: from,
        gasPrice: state.gasPrice ?? undefined,
      },
      signal ? { signal } : {},
    )
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    throw swapServiceError(error)
  }
  const fits = quotes.filter(
    (quote) =>
      swapTokenKey(quote.fromAccount) === swapTokenKey(fromToken.address) &&
      swapTokenKey(quote.toAccount) === swapTokenKey(toToken.address) &&
      quote.fromAmount === amount,
  )
  const best = fits.reduce<(typeof fits)[number] | undefined>(
    (top, quote) => (!top || BigInt(quote.toAmount) > BigInt(top.toAmount) ? quote : top),
    undefined,
  )
  if (!best)
    throw new InvalidResponseError({
      details: '/v1/convert/quotes: no quote for the tokens and amount asked',
    })
  const tokens = state.tokens.status === 'ready' ? state.tokens.tokens : [fromToken, toToken]
  return toSwapQuote(best, { fromToken, toToken, tokens, network, slippage: state.slippage })
}
