import { cancelQueries } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** Stops the Swap form's pending quote: the debounce or refresh timer, and the request out. */
export function cancelSwapQuote(config: PorticoConfig): void {
  const swap = config.internal.swap
  clearTimeout(swap.quoteTimer)
  swap.quoteTimer = undefined
  cancelQueries(config.internal.queries, queryKeys.swapQuote())
}
