import type { PorticoConfig } from '../../types/config.ts'

/** Stops the Swap form's pending quote: the debounce or refresh timer, and the request out. */
export function cancelSwapQuote(config: PorticoConfig): void {
  const swap = config.internal.swap
  clearTimeout(swap.quoteTimer)
  swap.quoteTimer = undefined
  swap.quoteRequest?.abort()
  swap.quoteRequest = undefined
}
