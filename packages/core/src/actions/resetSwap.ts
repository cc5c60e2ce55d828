import { cancelSwapQuote } from '../internal/swap/cancelSwapQuote.ts'
import { INITIAL_SWAP_STATE } from '../stores/createStores.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Empties the Swap form (default slippage, no tokens picked, no quote) and stops its quote
 * requests and refresh. A swap still under way is no longer shown, but still followed to its
 * end: its SWAP_* events and the balance refresh happen all the same.
 *
 * @example
 * resetSwap(config)
 */
export function resetSwap(config: PorticoConfig): void {
  cancelSwapQuote(config)
  config.stores.swap.setState(INITIAL_SWAP_STATE, true)
  config.internal.swap.run = undefined
}
