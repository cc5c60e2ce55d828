import type { PayApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

// Loaded with the first call: only the Pay view calls these routes (see createOnrampApi).
const requests = async (http: HttpClient) => (await import('./payRequests.ts')).payRequests(http)

/**
 * Client of the pay-from-an-exchange routes (docs/onramp-and-pay.md): the exchanges that can
 * pay an asset on a network, a checkout address for one, and how that checkout stands.
 *
 * @example
 * const pay = createPayApi(http)
 * const exchanges = await pay.getExchanges({ asset: 'native', network: 'eip155:31337' })
 */
export function createPayApi(http: HttpClient): PayApi {
  return {
    getExchanges: async (parameters, options) =>
      (await requests(http)).getExchanges(parameters, options),
    getExchangeUrl: async (parameters, options) =>
      (await requests(http)).getExchangeUrl(parameters, options),
    getExchangeStatus: async (sessionId, options) =>
      (await requests(http)).getExchangeStatus(sessionId, options),
  }
}
