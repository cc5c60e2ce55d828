import type { TokenBalance } from '../../types/api.ts'
import type { OnrampPurchaseCurrency, OnrampQuote } from '../../types/onramp.ts'
import { Decimal, ROUND_DOWN, ROUND_HALF_UP, usablePrice } from '../amounts/decimal.ts'

/** Sample quotes charge the top of the default provider's range (spec §9: 1–2%): never flattering. */
const SAMPLE_FEE_RATE = '0.02'
/** Symbols priced at one US dollar when nothing better is known. */
const DOLLAR_TOKENS: ReadonlySet<string> = new Set(['USDC', 'USDT', 'PUSD', 'DAI'])

export interface SampleOnrampQuoteParameters {
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: string
  /** What the visitor pays, in `paymentCurrency`. */
  amount: string
  /** The account's balances: their USD prices price the purchase when known. */
  balances: readonly TokenBalance[] | undefined
}

/**
 * An indicative quote worked out without the server (spec §8): the provider's fee at 2%, no
 * network fee, and the rest at the token's USD price (one dollar for dollar tokens, else the
 * balance service's price). Undefined when the currency is not USD or the token has no price:
 * the checkout then says what arrives.
 */
export function sampleOnrampQuote(
  parameters: SampleOnrampQuoteParameters,
): OnrampQuote | undefined {
  const { purchaseCurrency, paymentCurrency, amount, balances } = parameters
  if (paymentCurrency !== 'USD') return undefined
  const price = DOLLAR_TOKENS.has(purchaseCurrency.symbol.toUpperCase())
    ? new Decimal(1)
    : usablePrice(
        balances?.find(
          (balance) => balance.symbol.toUpperCase() === purchaseCurrency.symbol.toUpperCase(),
        )?.price,
      )
  if (!price) return undefined
  const total = new Decimal(amount)
  const fee = total.times(SAMPLE_FEE_RATE).decimalPlaces(2, ROUND_HALF_UP)
  const subtotal = total.minus(fee)
  const received = subtotal.div(price).decimalPlaces(purchaseCurrency.decimals, ROUND_DOWN)
  const money = (value: Decimal, currency: string) => ({ value: value.toFixed(2), currency })
  return {
    quoteId: 'sample',
    networkFee: money(new Decimal(0), paymentCurrency),
    paymentSubtotal: money(subtotal, paymentCurrency),
    paymentTotal: money(total, paymentCurrency),
    purchaseAmount: { value: received.toFixed(), currency: purchaseCurrency.symbol },
    providerFee: money(fee, paymentCurrency),
  }
}
