import { fetchSwapQuote } from '../../actions/fetchSwapQuote.ts'
import type { PorticoError } from '../../errors/base.ts'
import { SwapQuoteMovedError } from '../../errors/swap.ts'
import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import type { SwapQuote, SwapState, SwapTransactionState } from '../../types/swap.ts'
import { toPorticoError } from '../errors/toPorticoError.ts'
import { getSwapContext } from './getSwapContext.ts'
import { requestSwapQuote } from './requestSwapQuote.ts'
import { scheduleSwapQuoteRefresh } from './scheduleSwapQuoteRefresh.ts'
import { showSwap } from './showSwap.ts'
import { emitSwapError } from './swapEvents.ts'
import { SETTLED_SWAP_ERRORS } from './swapSteps.ts'
import { validateSwap } from './validateSwap.ts'

/**
 * Records why a confirmed swap stopped, and returns the typed error for the caller to reject
 * with:
 * - the price moved beyond slippage (`SwapQuoteMovedError`): the new quote (`fresh`, else asked
 *   for now) replaces the shown one, `quoteMoved` says so and the confirmation goes: the
 *   visitor confirms again; nothing of the trade was sent;
 * - a step that already wrote its end (an approval failed on chain, or unknown): as it is;
 * - anything else (a refusal, a service error, a transaction that does not match): 'failed'
 *   with the error's message; a transaction the wallet was asking about is 'failed' too.
 * Each reports SWAP_ERROR with the stage it happened in. The shown quote is refreshed again.
 */
export async function settleSwapFailure(
  config: PorticoConfig,
  run: SwapRunRecord,
  error: unknown,
  fresh?: SwapQuote,
): Promise<PorticoError> {
  const typed = toPorticoError(error)
  if (SETTLED_SWAP_ERRORS.has(typed)) return typed
  if (typed instanceof SwapQuoteMovedError) {
    await showMovedQuote(config, run, fresh)
    return typed
  }
  const { approval, transaction } = run.shown
  const stage = transaction
    ? 'swap'
    : approval && approval.status !== 'confirmed'
      ? 'approval'
      : 'quote'
  emitSwapError(config, run, stage, typed.message)
  const fail = (sent: SwapTransactionState | undefined) =>
    sent?.status === 'signing' ? { status: 'failed' as const, error: typed.message } : sent
  const failedApproval = fail(approval)
  const failedTransaction = fail(transaction)
  showSwap(config, run, {
    ...run.shown,
    status: 'failed',
    ...(failedApproval ? { approval: failedApproval } : {}),
    ...(failedTransaction ? { transaction: failedTransaction } : {}),
    error: typed.message,
  })
  if (config.stores.swap.getState().confirmation === run.shown) void fetchSwapQuote(config)
  return typed
}

async function showMovedQuote(
  config: PorticoConfig,
  run: SwapRunRecord,
  fresh: SwapQuote | undefined,
): Promise<void> {
  const { stores } = config
  emitSwapError(config, run, 'quote', new SwapQuoteMovedError().message)
  if (stores.swap.getState().confirmation !== run.shown) return
  const quote =
    fresh ??
    (await requestSwapQuote(config, stores.swap.getState(), getSwapContext(config)).catch(
      () => undefined,
    ))
  const state = stores.swap.getState()
  if (state.confirmation !== run.shown) return
  const next: SwapState = {
    ...state,
    quoteMoved: { previousToAmount: run.quote.toAmount },
    ...(quote ? { quote: { status: 'ready', quote } } : {}),
  }
  delete next.confirmation
  stores.swap.setState({ ...next, validation: validateSwap(config, next) }, true)
  if (quote) scheduleSwapQuoteRefresh(config, quote, () => void fetchSwapQuote(config))
  else void fetchSwapQuote(config)
}
