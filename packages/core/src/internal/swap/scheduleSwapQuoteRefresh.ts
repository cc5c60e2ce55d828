import { SWAP_QUOTE_REFRESH_MARGIN_MS } from '../../constants.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SwapQuote } from '../../types/swap.ts'

/** The shortest and longest wait before a quote is asked again, whatever `expiresAt` says. */
const REFRESH_MIN_MS = 1_000
const REFRESH_MAX_MS = 60_000

/**
 * Asks for the quote again SWAP_QUOTE_REFRESH_MARGIN_MS before its `expiresAt` (between 1 s and
 * 60 s from now, so a past or far-off expiry from the service neither loops nor stalls).
 * `cancelSwapQuote` stops it.
 */
export function scheduleSwapQuoteRefresh(
  config: PorticoConfig,
  quote: SwapQuote,
  refresh: () => void,
): void {
  const swap = config.internal.swap
  clearTimeout(swap.quoteTimer)
  const wait = Math.min(
    REFRESH_MAX_MS,
    Math.max(REFRESH_MIN_MS, quote.expiresAt - Date.now() - SWAP_QUOTE_REFRESH_MARGIN_MS),
  )
  swap.quoteTimer = setTimeout(refresh, wait)
}
