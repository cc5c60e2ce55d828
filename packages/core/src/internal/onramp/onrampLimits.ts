import type { OnrampPaymentMethodLimit, OnrampState } from '../../types/onramp.ts'

/** The limits of the form's payment method (the currency's first method when it lacks it). */
export function onrampLimits(state: OnrampState): OnrampPaymentMethodLimit | undefined {
  const limits = state.paymentCurrency?.payment_method_limits ?? []
  return limits.find((limit) => limit.id === state.paymentMethod) ?? limits[0]
}
