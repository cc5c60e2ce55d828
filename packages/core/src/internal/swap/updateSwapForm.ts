import { fetchSwapQuote } from '../../actions/fetchSwapQuote.ts'
import { SWAP_QUOTE_DEBOUNCE_MS } from '../../constants.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SwapState } from '../../types/swap.ts'
import { cancelSwapQuote } from './cancelSwapQuote.ts'
import { getSwapContext } from './getSwapContext.ts'
import { isSwapQuotable } from './isSwapQuotable.ts'
import { swapFormKey } from './swapFormKey.ts'
import { validateSwap } from './validateSwap.ts'

/**
 * Applies a change of the Swap form and keeps `validation` current: every setter goes through
 * here. When the tokens or the amount changed, the old quote is dropped (and its request
 * aborted) and a new one is asked SWAP_QUOTE_DEBOUNCE_MS after the last change ('loading' at
 * once, so the view shows it coming). A finished swap's result goes with the first edit; one
 * still under way stays.
 */
export function updateSwapForm(config: PorticoConfig, patch: Partial<SwapState>): void {
  const { stores, internal } = config
  const before = stores.swap.getState()
  const next: SwapState = { ...before, ...patch }
  delete next.quoteMoved
  const finished =
    next.confirmation?.status === 'confirmed' || next.confirmation?.status === 'failed'
  if (finished) delete next.confirmation
  const changed = swapFormKey(before) !== swapFormKey(next)
  const context = getSwapContext(config)
  if (changed) {
    cancelSwapQuote(config)
    next.quote = { status: 'idle' }
  }
  const validation = validateSwap(config, next, context)
  const quotable = changed && context.connected && isSwapQuotable(validation)
  if (quotable) next.quote = { status: 'loading' }
  stores.swap.setState({ ...next, validation }, true)
  if (quotable)
    internal.swap.quoteTimer = setTimeout(() => void fetchSwapQuote(config), SWAP_QUOTE_DEBOUNCE_MS)
}
