import { ONRAMP_MESSAGES } from '../../errors/onrampMessages.ts'
import type { OnrampState, OnrampValidation } from '../../types/onramp.ts'
import { Decimal, parsePlainDecimal } from '../amounts/decimal.ts'
import type { OnrampContext } from './getOnrampContext.ts'
import { onrampLimits } from './onrampLimits.ts'

/** Fiat amounts are typed in cents at most. */
const FIAT_DECIMALS = 2

/**
 * The first rule the Buy form breaks, in order: connected, a network with something to buy, a
 * currency picked, an amount that is a number with at most two decimals, within the payment
 * method's limits (the server's own words: 'Amount must be at least 10 USD'); undefined when it
 * can go to checkout. Checked before any request, so an amount out of limits is never quoted.
 */
export function validateOnramp(
  state: OnrampState,
  context: OnrampContext,
  offered: number,
): OnrampValidation | undefined {
  const fail = (code: OnrampValidation['code'], message: string) => ({ code, message })
  if (!context.connected || !context.address)
    return fail('NOT_CONNECTED', ONRAMP_MESSAGES.NOT_CONNECTED)
  if (state.options.status === 'ready' && offered === 0)
    return fail(
      'UNSUPPORTED_NETWORK',
      ONRAMP_MESSAGES.UNSUPPORTED_NETWORK(context.network?.name ?? 'this network'),
    )
  if (!state.purchaseCurrency || !state.paymentCurrency)
    return fail('CURRENCY_REQUIRED', ONRAMP_MESSAGES.CURRENCY_REQUIRED)
  const typed = state.amountInput?.trim() ?? ''
  if (typed === '') return fail('AMOUNT_REQUIRED', ONRAMP_MESSAGES.AMOUNT_REQUIRED)
  const amount = parsePlainDecimal(typed)
  if (!amount) return fail('INVALID_AMOUNT', ONRAMP_MESSAGES.INVALID_AMOUNT)
  if ((amount.decimalPlaces() ?? 0) > FIAT_DECIMALS)
    return fail(
      'TOO_MANY_DECIMALS',
      ONRAMP_MESSAGES.TOO_MANY_DECIMALS(state.paymentCurrency.id, FIAT_DECIMALS),
    )
  const limits = onrampLimits(state)
  const currency = state.paymentCurrency.id
  if (limits && amount.lt(new Decimal(limits.min)))
    return fail('BELOW_MINIMUM', ONRAMP_MESSAGES.BELOW_MINIMUM(limits.min, currency))
  if (limits && amount.gt(new Decimal(limits.max)))
    return fail('ABOVE_MAXIMUM', ONRAMP_MESSAGES.ABOVE_MAXIMUM(limits.max, currency, limits.id))
  if (amount.isZero()) return fail('INVALID_AMOUNT', ONRAMP_MESSAGES.INVALID_AMOUNT)
  return undefined
}
