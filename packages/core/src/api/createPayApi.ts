import type { PayApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'
import { loadOnFirstCall } from './loadOnFirstCall.ts'

/**
 * Client of the pay-from-an-exchange routes (docs/onramp-and-pay.md): the exchanges that can
 * pay an asset on a network, a checkout address for one, and how that checkout stands. The
 * requests load with the first call: only the Pay view makes them (see createOnrampApi).
 *
 * @example
 * const pay = createPayApi(http)
 * const exchanges = await pay.getExchanges({ asset: 'native', network: 'eip155:31337' })
 */
export function createPayApi(http: HttpClient): PayApi {
  return loadOnFirstCall(
    async () => (await import('./payRequests.ts')).payRequests(http),
    ['getExchanges', 'getExchangeUrl', 'getExchangeStatus'],
  )
}
