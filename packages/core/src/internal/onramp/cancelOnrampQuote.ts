import { cancelQueries } from '../../query/queryCache.ts'
import { queryKeys } from '../../query/queryKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'

/** Stops the Buy form's pending quote: the debounce timer, and the request out. */
export function cancelOnrampQuote(config: PorticoConfig): void {
  const onramp = config.internal.onramp
  clearTimeout(onramp.quoteTimer)
  onramp.quoteTimer = undefined
  cancelQueries(config.internal.queries, queryKeys.onrampQuote())
}
