import type { Network } from '../../types/chain.ts'
import type {
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampState,
} from '../../types/onramp.ts'
import type { OnrampContext } from './getOnrampContext.ts'
import { SAMPLE_ONRAMP_PROVIDER } from './onrampSampleData.ts'

/** What a quote or checkout request is made of, once the form holds all of it. */
export interface OnrampRequestFields {
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  amount: string
  network: Network
  address: string
  /** The server's provider id; undefined for the built-in sample provider (the server's default). */
  provider: string | undefined
}

/** The form's request fields, or undefined while one is missing. */
export function onrampRequestFields(
  state: OnrampState,
  context: OnrampContext,
): OnrampRequestFields | undefined {
  const { purchaseCurrency, paymentCurrency, paymentAmount } = state
  if (!purchaseCurrency || !paymentCurrency || !paymentAmount) return undefined
  if (!context.network || !context.address) return undefined
  const provider = state.selectedProvider
  return {
    purchaseCurrency,
    paymentCurrency,
    amount: paymentAmount,
    network: context.network,
    address: context.address,
    provider: provider && provider.id !== SAMPLE_ONRAMP_PROVIDER.id ? provider.id : undefined,
  }
}
