import * as v from 'valibot'
import type { OnrampProvider } from './OnrampProvider.ts'
import { readProviderAnswer } from './readProviderAnswer.ts'
import { requestProvider } from './requestProvider.ts'

export interface SandboxProviderParameters {
  id: string
  name: string
  /** The sandbox's base URL (`http://127.0.0.1:8792`). */
  url: string
  timeoutMs: number
}

const money = v.object({ value: v.string(), currency: v.string() })

const optionsSchema = v.object({
  feeRange: v.string(),
  chains: v.array(v.string()),
  paymentCurrencies: v.array(
    v.object({
      id: v.string(),
      payment_method_limits: v.array(
        v.object({ id: v.string(), min: v.string(), max: v.string() }),
      ),
    }),
  ),
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      decimals: v.number(),
      networks: v.array(
        v.object({
          name: v.string(),
          display_name: v.string(),
          chain_id: v.string(),
          contract_address: v.string(),
        }),
      ),
    }),
  ),
})

const quoteSchema = v.object({
  quoteId: v.string(),
  providerFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
})

const checkoutSchema = v.object({ id: v.string(), url: v.string() })

/**
 * The on-ramp provider of tools/onramp-sandbox: its API (`/api/options`, `/api/quotes`,
 * `/api/checkouts`) maps one to one onto the contract.
 *
 * @example
 * const provider = createSandboxProvider({ id: 'sandbox', name: 'Portico Sandbox', url, timeoutMs: 5000 })
 * await provider.options()
 */
export function createSandboxProvider(parameters: SandboxProviderParameters): OnrampProvider {
  const base = parameters.url.replace(/\/+$/, '')
  const call = async <const TSchema extends v.GenericSchema>(
    schema: TSchema,
    path: string,
    body?: unknown,
  ): Promise<v.InferOutput<TSchema>> => {
    const answer = await requestProvider({
      providerName: parameters.name,
      url: `${base}${path}`,
      ...(body === undefined ? {} : { method: 'POST', body }),
      timeoutMs: parameters.timeoutMs,
    })
    return readProviderAnswer(schema, answer, parameters.name)
  }

  return {
    id: parameters.id,
    name: parameters.name,
    options: () => call(optionsSchema, '/api/options'),
    async quote(quote) {
      const answer = await call(quoteSchema, '/api/quotes', {
        purchaseCurrency: quote.purchaseCurrency,
        network: quote.network,
        paymentCurrency: quote.paymentCurrency,
        paymentAmount: quote.amount,
        paymentMethod: quote.paymentMethod,
      })
      return {
        quoteId: answer.quoteId,
        networkFee: answer.networkFee,
        paymentSubtotal: answer.paymentSubtotal,
        paymentTotal: answer.paymentTotal,
        purchaseAmount: answer.purchaseAmount,
        providerFee: answer.providerFee,
      }
    },
    async createCheckout(checkout) {
      const answer = await call(checkoutSchema, '/api/checkouts', {
        destinationAddress: checkout.destinationAddress,
        network: checkout.network,
        asset: checkout.purchaseCurrency,
        returnOrigin: checkout.returnOrigin,
        ...(checkout.quoteId === undefined
          ? {
              paymentAmount: checkout.presetFiatAmount,
              purchaseAmount: checkout.presetCryptoAmount,
              paymentCurrency: checkout.paymentCurrency,
              paymentMethod: checkout.paymentMethod,
            }
          : { quoteId: checkout.quoteId }),
      })
      return { url: answer.url, sessionId: answer.id }
    },
  }
}
