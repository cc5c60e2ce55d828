import { SwapUnsupportedNetworkError } from '../errors/swap.ts'
import { SWAP_MESSAGES } from '../errors/swapMessages.ts'
import { cancelSwapQuote } from '../internal/swap/cancelSwapQuote.ts'
import { getSwapContext } from '../internal/swap/getSwapContext.ts'
import { isSwapQuotable } from '../internal/swap/isSwapQuotable.ts'
import { requestSwapQuote } from '../internal/swap/requestSwapQuote.ts'
import { scheduleSwapQuoteRefresh } from '../internal/swap/scheduleSwapQuoteRefresh.ts'
import { swapFormKey } from '../internal/swap/swapFormKey.ts'
import { validateSwap } from '../internal/swap/validateSwap.ts'
import { fetchQuery, QueryCancelledError } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SwapQuote, SwapState } from '../types/swap.ts'

export type FetchSwapQuoteReturnType = SwapQuote | undefined

/**
 * Asks for the Swap form's quote now (`GET /v1/convert/quotes`; the form's setters call it
 * themselves, SWAP_QUOTE_DEBOUNCE_MS after the last edit) and keeps it fresh:
 * - a request still out for an older form is aborted, and an answer for a form that changed
 *   meanwhile is dropped;
 * - while it loads, `quote` is 'loading' with the last quote of the same form still shown;
 * - 'ready' with the quote (amounts, minimum after slippage, fee, route), and it is asked again
 *   SWAP_QUOTE_REFRESH_MARGIN_MS before its `expiresAt`, until the form changes or is reset;
 * - 'error' with the service's words ('Not enough liquidity for this amount') or
 *   'No quote for this swap right now'; a network the service does not swap on makes the form
 *   say 'Network not supported for Swaps';
 * - nothing to quote yet (no tokens, no amount): 'idle'.
 * It never throws; it resolves with the quote, or undefined.
 *
 * @example
 * setSwapAmount(config, '1')
 * const quote = await fetchSwapQuote(config)
 * quote?.toAmount // '2979.512345'
 */
export async function fetchSwapQuote(config: PorticoConfig): Promise<FetchSwapQuoteReturnType> {
  const { stores, internal } = config
  cancelSwapQuote(config)
  const state = stores.swap.getState()
  const context = getSwapContext(config)
  const rule = validateSwap(config, { ...state, quote: { status: 'idle' } }, context)
  if (!isSwapQuotable(rule) || !context.connected) {
    apply(config, { quote: { status: 'idle' } })
    return undefined
  }

  const key = swapFormKey(state)
  const shown = shownQuote(state)
  stores.swap.setState({ quote: { status: 'loading', ...(shown ? { quote: shown } : {}) } })
  const isCurrent = () => swapFormKey(stores.swap.getState()) === key
  try {
    // staleMs 0: prices move; a newer quote cancels this one (`cancelSwapQuote` above).
    const quote = await fetchQuery(internal.queries, {
      key: queryKeys.swapQuote(key),
      staleMs: 0,
      query: (signal) => requestSwapQuote(config, state, context, signal),
    })
    if (!isCurrent()) return undefined
    apply(config, { quote: { status: 'ready', quote } })
    scheduleSwapQuoteRefresh(config, quote, () => void fetchSwapQuote(config))
    return quote
  } catch (error) {
    if (error instanceof QueryCancelledError || !isCurrent()) return undefined
    if (error instanceof SwapUnsupportedNetworkError)
      apply(config, { tokens: { status: 'unsupported' }, quote: { status: 'idle' } })
    else
      apply(config, {
        quote: {
          status: 'error',
          message:
            error instanceof Error && error.name === 'SwapQuoteError'
              ? error.message
              : SWAP_MESSAGES.QUOTE_UNAVAILABLE,
        },
      })
    return undefined
  }
}

/**
 * The quote on screen, kept while its refresh loads (an edit of the form drops it before this
 * runs, see `updateSwapForm`).
 */
function shownQuote(state: SwapState): SwapQuote | undefined {
  return state.quote.status === 'ready' || state.quote.status === 'loading'
    ? state.quote.quote
    : undefined
}

function apply(config: PorticoConfig, patch: Partial<SwapState>): void {
  const next = { ...config.stores.swap.getState(), ...patch }
  config.stores.swap.setState({ ...next, validation: validateSwap(config, next) }, true)
}
