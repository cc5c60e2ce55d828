import type { OnrampState } from '../../types/onramp.ts'

/** What a quote depends on: an answer for another key is stale and dropped. */
export function onrampFormKey(state: OnrampState, network: string | undefined): string {
  return [
    network ?? '',
    state.selectedProvider?.id ?? '',
    state.purchaseCurrency?.id ?? '',
    state.paymentCurrency?.id ?? '',
    state.paymentMethod,
    state.paymentAmount ?? '',
  ].join('|')
}
