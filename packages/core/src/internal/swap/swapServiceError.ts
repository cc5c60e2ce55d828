import { PorticoError } from '../../errors/base.ts'
import { HttpRequestError } from '../../errors/http.ts'
import {
  SwapQuoteError,
  SwapQuoteMovedError,
  SwapUnsupportedNetworkError,
} from '../../errors/swap.ts'

/** The longest server message the view shows; longer ones are cut. */
const MESSAGE_MAX = 200
/** A 400's message starts with the field it is about ('amount: Not enough liquidity …'). */
const FIELD_PREFIX = /^[A-Za-z][\w.]*: /

/**
 * A failed swap route as the kit's typed error: 400 UNSUPPORTED_SWAP_NETWORK (or
 * UNSUPPORTED_GAS_PRICE_NETWORK) is `SwapUnsupportedNetworkError`, 409 QUOTE_MOVED
 * `SwapQuoteMovedError`, another 400 a `SwapQuoteError` with the server's words for people, the
 * field name before them left out ('amount: Not enough liquidity for this amount' shows 'Not
 * enough liquidity for this amount', docs/convert-api.md); anything else (5xx, offline, a malformed answer) stays the
 * client's own error.
 */
export function swapServiceError(error: unknown): PorticoError {
  if (error instanceof HttpRequestError) {
    if (error.serverCode === 'UNSUPPORTED_SWAP_NETWORK')
      return new SwapUnsupportedNetworkError({ cause: error })
    if (error.status === 409 && error.serverCode === 'QUOTE_MOVED')
      return new SwapQuoteMovedError({ cause: error })
    if (error.status === 400 && error.serverMessage) {
      const words = error.serverMessage.replace(FIELD_PREFIX, '').trim().slice(0, MESSAGE_MAX)
      return new SwapQuoteError(words ? words[0]?.toUpperCase() + words.slice(1) : undefined, {
        cause: error,
      })
    }
    return new SwapQuoteError(undefined, { cause: error })
  }
  return error instanceof PorticoError ? error : new SwapQuoteError(undefined, { cause: error })
}
