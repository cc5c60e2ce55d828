import type { PorticoConfig } from '../../types/config.ts'

/** Stops the Buy form's pending quote: the debounce timer, and the request out. */
export function cancelOnrampQuote(config: PorticoConfig): void {
  const onramp = config.internal.onramp
  clearTimeout(onramp.quoteTimer)
  onramp.quoteTimer = undefined
  onramp.quoteRequest?.abort()
  onramp.quoteRequest = undefined
}
