import * as v from 'valibot'
import type { ExchangeProvider } from './ExchangeProvider.ts'
import { readProviderAnswer } from './readProviderAnswer.ts'
import { requestProvider } from './requestProvider.ts'

export interface SandboxExchangeParameters {
  id: string
  name: string
  imageUrl?: string
  /** The sandbox's base URL (`http://127.0.0.1:8792`). */
  url: string
  timeoutMs: number
}

const exchangeSchema = v.object({
  assets: v.array(v.object({ network: v.string(), asset: v.string() })),
})
const paymentSchema = v.object({ id: v.string(), url: v.string() })
const statusSchema = v.object({
  status: v.picklist(['pending', 'completed', 'failed', 'cancelled']),
  txHash: v.optional(v.string()),
})

/**
 * The Sandbox Exchange of tools/onramp-sandbox (`/api/exchange`, `/api/exchange/payments`).
 *
 * @example
 * const exchange = createSandboxExchange({ id: 'sandbox-exchange', name: 'Sandbox Exchange', url, timeoutMs: 5000 })
 * await exchange.supports({ network: 'eip155:31337', asset: 'native' })
 */
export function createSandboxExchange(parameters: SandboxExchangeParameters): ExchangeProvider {
  const base = parameters.url.replace(/\/+$/, '')
  const request = (path: string, body?: unknown) =>
    requestProvider({
      providerName: parameters.name,
      url: `${base}${path}`,
      ...(body === undefined ? {} : { method: 'POST', body }),
      timeoutMs: parameters.timeoutMs,
    })

  return {
    id: parameters.id,
    name: parameters.name,
    ...(parameters.imageUrl === undefined ? {} : { imageUrl: parameters.imageUrl }),
    async supports({ network, asset }) {
      const { assets } = readProviderAnswer(
        exchangeSchema,
        await request('/api/exchange'),
        parameters.name,
      )
      const wanted = asset.toLowerCase()
      return assets.some(
        (known) => known.network === network && known.asset.toLowerCase() === wanted,
      )
    },
    async createPayment(payment) {
      const answer = readProviderAnswer(
        paymentSchema,
        await request('/api/exchange/payments', payment),
        parameters.name,
      )
      return { url: answer.url, sessionId: answer.id }
    },
    async paymentStatus(sessionId) {
      const answer = await request(`/api/exchange/payments/${encodeURIComponent(sessionId)}`)
      if (answer === undefined) return undefined
      const { status, txHash } = readProviderAnswer(statusSchema, answer, parameters.name)
      return { status, ...(txHash === undefined ? {} : { txHash }) }
    },
  }
}
