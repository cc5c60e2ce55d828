import { PorticoError } from '../errors/base.ts'
import { HttpRequestError } from '../errors/http.ts'
import { SwapQuoteError, SwapQuoteMovedError, SwapUnsupportedNetworkError } from '../errors/swap.ts'

/** The longest server message the view shows; longer ones are cut. */
const MESSAGE_MAX = 200

/**
 * A failed swap route as the kit's typed error: 400 UNSUPPORTED_SWAP_NETWORK (or
 * UNSUPPORTED_GAS_PRICE_NETWORK) is `SwapUnsupportedNetworkError`, 409 QUOTE_MOVED
 * `SwapQuoteMovedError`, another 400 a `SwapQuoteError` with the server's words ('Not enough
 * liquidity for this amount'); anything else (5xx, offline, a malformed answer) stays the
 * client's own error.
 */
export function swapServiceError(error: unknown): PorticoError {
  if (error instanceof HttpRequestError) {
    if (error.serverCode === 'UNSUPPORTED_SWAP_NETWORK')
      return new SwapUnsupportedNetworkError({ cause: error })
    if (error.status === 409 && error.serverCode === 'QUOTE_MOVED')
      return new SwapQuoteMovedError({ cause: error })
    if (error.status === 400 && error.serverMessage)
      return new SwapQuoteError(error.serverMessage.slice(0, MESSAGE_MAX), { cause: error })
    return new SwapQuoteError(undefined, { cause: error })
  }
  return error instanceof PorticoError ? error : new SwapQuoteError(undefined, { cause: error })
}
