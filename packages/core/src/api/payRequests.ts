import {
  payExchangeStatusSchema,
  payExchangesSchema,
  payExchangeUrlSchema,
} from '../schemas/paySchemas.ts'
import type { PayApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

/**
 * The pay-from-an-exchange routes' requests with their answers' schemas: what `createPayApi`
 * loads with its first call (only Pay calls it), so that none of it is in a page's first chunk.
 */
export function payRequests(http: HttpClient): PayApi {
  return {
    getExchanges: async (parameters, options = {}) => {
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
    getExchangeUrl: (parameters, options = {}) =>
      http.post('/v1/pay/exchange-url', {
        schema: payExchangeUrlSchema,
        body: parameters,
        silent: true,
        signal: options.signal,
      }),
    getExchangeStatus: async (sessionId, options = {}) => {
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
