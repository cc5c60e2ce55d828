import { SWAP_SLIPPAGE_MAX, SWAP_SLIPPAGE_MIN } from '../constants.ts'
import { InvalidSlippageError, type InvalidSlippageErrorType } from '../errors/swap.ts'
import { parsePlainDecimal } from '../internal/amounts/decimal.ts'
import { withSlippage } from '../internal/swap/toSwapQuote.ts'
import { validateSwap } from '../internal/swap/validateSwap.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SwapQuoteState, SwapState } from '../types/swap.ts'

export type SetSwapSlippageErrorType = InvalidSlippageErrorType

/**
 * Sets the slippage tolerance in percent (default 1, spec §9), from 0.05 to 50 with at most 2
 * decimals; anything else rejects with `InvalidSlippageError` ('Slippage must be from 0.05% to
 * 50%') and the setting stays. The quote shown keeps its amounts and gets the new minimum
 * received; nothing is asked of the service.
 *
 * @example
 * setSwapSlippage(config, '0.5')
 * config.stores.swap.getState().quote // { status: 'ready', quote: { minimumToAmount, slippage: '0.5', … } }
 */
export function setSwapSlippage(config: PorticoConfig, value: string): void {
  const parsed = parsePlainDecimal(value.trim())
  if (
    !parsed ||
    parsed.isLessThan(SWAP_SLIPPAGE_MIN) ||
    parsed.isGreaterThan(SWAP_SLIPPAGE_MAX) ||
    (parsed.decimalPlaces() ?? 0) > 2
  )
    throw new InvalidSlippageError({ details: `Received '${value}'` })
  const slippage = parsed.toFixed()
  const state = config.stores.swap.getState()
  const { toToken } = state
  const requote = (quote: SwapQuoteState): SwapQuoteState => {
    if (!toToken || (quote.status !== 'ready' && quote.status !== 'loading') || !quote.quote)
      return quote
    return { ...quote, quote: withSlippage(quote.quote, slippage, toToken) }
  }
  const next: SwapState = { ...state, slippage, quote: requote(state.quote) }
  config.stores.swap.setState({ ...next, validation: validateSwap(config, next) }, true)
}
