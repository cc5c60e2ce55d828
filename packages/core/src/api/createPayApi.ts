import type { PayApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

// The schemas load with the first call: only the Pay view needs them.
const paySchemas = () => import('../schemas/paySchemas.ts')

/**
 * Client of the pay-from-an-exchange routes (docs/onramp-and-pay.md): the exchanges that can
 * pay an asset on a network, a checkout address for one, and how that checkout stands.
 *
 * @example
 * const pay = createPayApi(http)
 * const { exchanges } = await pay.getExchanges({ asset: 'native', network: 'eip155:31337' })
 */
export function createPayApi(http: HttpClient): PayApi {
  return {
    getExchanges: async (parameters, options = {}) => {
      const { payExchangesSchema } = await paySchemas()
      const { exchanges } = await http.get('/v1/pay/exchanges', {
        schema: payExchangesSchema,
        query: { asset: parameters.asset, network: parameters.network },
        silent: true,
        signal: options.signal,
      })
      return exchanges.map(({ id, name, imageUrl }) => ({
        id,
        name,
        ...(imageUrl ? { imageUrl } : {}),
      }))
    },
    getExchangeUrl: async (parameters, options = {}) => {
      const { payExchangeUrlSchema } = await paySchemas()
      return http.post('/v1/pay/exchange-url', {
        schema: payExchangeUrlSchema,
        body: parameters,
        silent: true,
        signal: options.signal,
      })
    },
    getExchangeStatus: async (sessionId, options = {}) => {
      const { payExchangeStatusSchema } = await paySchemas()
      const { status, txHash } = await http.get('/v1/pay/exchange-status', {
        schema: payExchangeStatusSchema,
        query: { sessionId },
        silent: true,
        signal: options.signal,
      })
      return { status, ...(txHash ? { txHash } : {}) }
    },
  }
}
