import { HttpRequestError } from '../errors/http.ts'
import { ONRAMP_MESSAGES } from '../errors/onrampMessages.ts'
import { applyOnrampState } from '../internal/onramp/applyOnrampState.ts'
import { cancelOnrampQuote } from '../internal/onramp/cancelOnrampQuote.ts'
import { getOnrampContext } from '../internal/onramp/getOnrampContext.ts'
import { onrampFormKey } from '../internal/onramp/onrampFormKey.ts'
import { onrampRequestFields } from '../internal/onramp/onrampRequestFields.ts'
import { sampleOnrampQuote } from '../internal/onramp/sampleOnrampQuote.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { fetchQuery, QueryCancelledError } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { OnrampQuote } from '../types/onramp.ts'

export type FetchOnrampQuoteReturnType = OnrampQuote | undefined

/**
 * Asks for the Buy form's quote now (`POST /v1/onramp/quote`; `setBuyAmount` and the pickers
 * call it themselves, ONRAMP_QUOTE_DEBOUNCE_MS after the last edit):
 * - a form that breaks a rule (no amount, out of the payment method's limits) is not quoted;
 * - a request still out is aborted, and an answer for a form that changed meanwhile is dropped;
 * - 'ready' with the quote (network fee, subtotal, total, amount received) and `purchaseAmount`;
 * - the server refusing the amount (400) shows its words; the server failing or answering
 *   something malformed gives the built-in sample figures, `indicative: true` (spec §8).
 * BUY_QUOTE_RECEIVED is reported for each quote shown. It never throws.
 *
 * @example
 * setBuyAmount(config, '100')
 * const quote = await fetchOnrampQuote(config)
 * quote?.purchaseAmount.value // '97.500000'
 */
export async function fetchOnrampQuote(config: PorticoConfig): Promise<FetchOnrampQuoteReturnType> {
  const { stores, internal } = config
  cancelOnrampQuote(config)
  const state = stores.onramp.getState()
  const context = getOnrampContext(config)
  const fields = onrampRequestFields(state, context)
  if (state.validation || !fields) {
    if (state.quote.status !== 'idle') applyOnrampState(config, { quote: { status: 'idle' } })
    return undefined
  }
  const key = onrampFormKey(state, context.network?.caipNetworkId)
  const shown = state.quote.status === 'ready' ? state.quote.quote : undefined
  if (state.quote.status !== 'loading')
    applyOnrampState(config, { quote: { status: 'loading', ...(shown ? { quote: shown } : {}) } })
  const isCurrent = () =>
    onrampFormKey(stores.onramp.getState(), getOnrampContext(config).network?.caipNetworkId) === key

  let quote: OnrampQuote | undefined
  let indicative = false
  try {
    // staleMs 0: quotes move; a newer one cancels this one (`cancelOnrampQuote` above).
    quote = await fetchQuery(internal.queries, {
      key: queryKeys.onrampQuote(key),
      staleMs: 0,
      query: (signal) =>
        config.api.onramp.getQuote(
          {
            purchaseCurrency: fields.purchaseCurrency.id,
            paymentCurrency: fields.paymentCurrency.id,
            amount: fields.amount,
            network: fields.network.caipNetworkId,
            paymentMethod: state.paymentMethod,
            ...(fields.provider ? { provider: fields.provider } : {}),
          },
          { signal },
        ),
    })
  } catch (error) {
    if (error instanceof QueryCancelledError || !isCurrent()) return undefined
    if (error instanceof HttpRequestError && error.status === 400 && error.serverMessage) {
      applyOnrampState(config, { quote: { status: 'error', message: error.serverMessage } })
      emitEvent(config, 'BUY_ERROR', { stage: 'quote', message: error.serverMessage })
      return undefined
    }
    // Spec §8: a quote that fails falls back to the built-in sample figures, said indicative.
    indicative = true
    quote = sampleOnrampQuote({
      purchaseCurrency: fields.purchaseCurrency,
      paymentCurrency: fields.paymentCurrency.id,
      amount: fields.amount,
      balances: stores.account.getState().namespaces[context.namespace]?.tokenBalance,
    })
    emitEvent(config, 'BUY_ERROR', {
      stage: 'quote',
      message: error instanceof Error ? error.message : String(error),
    })
  }
  if (!isCurrent()) return undefined
  if (!quote) {
    applyOnrampState(config, {
      quote: { status: 'error', message: ONRAMP_MESSAGES.QUOTE_UNAVAILABLE },
    })
    return undefined
  }
  applyOnrampState(config, {
    quote: { status: 'ready', quote, indicative },
    purchaseAmount: quote.purchaseAmount.value,
  })
  emitEvent(config, 'BUY_QUOTE_RECEIVED', {
    purchaseCurrency: fields.purchaseCurrency.id,
    paymentCurrency: fields.paymentCurrency.id,
    paymentMethod: state.paymentMethod,
    amount: fields.amount,
    purchaseAmount: quote.purchaseAmount.value,
    network: fields.network.caipNetworkId,
    indicative,
  })
  return quote
}
