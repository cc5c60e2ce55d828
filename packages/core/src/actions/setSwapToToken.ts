import { swapTokenKey } from '../internal/swap/swapTokenIds.ts'
import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SwapToken } from '../types/swap.ts'
import { toSwapToken } from './setSwapFromToken.ts'

/**
 * Picks the token to receive (one of `getSwapTokens`). Picking the token paid with swaps the
 * two. A new quote is asked for; `validation` is kept current.
 *
 * @example
 * setSwapToToken(config, pusd)
 */
export function setSwapToToken(config: PorticoConfig, token: SwapToken): void {
  const { fromToken, toToken } = config.stores.swap.getState()
  const flips =
    fromToken !== undefined && swapTokenKey(fromToken.address) === swapTokenKey(token.address)
  updateSwapForm(config, {
    toToken: toSwapToken(token),
    ...(flips ? { fromToken: toToken } : {}),
  })
}
