import { swapTokenKey } from '../internal/swap/swapTokenIds.ts'
import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SwapToken } from '../types/swap.ts'

/**
 * Picks the token to pay with (one of `getSwapTokens`). Picking the token to receive swaps the
 * two. The amount typed so far is kept, now in the new token; a new quote is asked for, and
 * `validation` is kept current.
 *
 * @example
 * setSwapFromToken(config, getSwapTokens(config)[0]) // pay with the native currency
 */
export function setSwapFromToken(config: PorticoConfig, token: SwapToken): void {
  const { fromToken, toToken } = config.stores.swap.getState()
  const flips =
    toToken !== undefined && swapTokenKey(toToken.address) === swapTokenKey(token.address)
  updateSwapForm(config, {
    fromToken: toSwapToken(token),
    ...(flips ? { toToken: fromToken } : {}),
  })
}

/** The token as the form keeps it (a picker's entry also carries its balance). */
export function toSwapToken(token: SwapToken): SwapToken {
  const { address, symbol, name, decimals, logoUri, price } = token
  return { address, symbol, name, decimals, logoUri, ...(price !== undefined ? { price } : {}) }
}
