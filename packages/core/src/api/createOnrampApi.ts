import type { OnrampApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'
import { loadOnFirstCall } from './loadOnFirstCall.ts'

/**
 * Client of the on-ramp routes (spec §7, docs/onramp-and-pay.md): the options, a quote and the
 * provider's checkout address. Every answer is checked by its schema; errors are the HTTP
 * client's (`HttpRequestError`, `InvalidResponseError`, …), not shown as alerts (the Buy view
 * says what failed itself).
 *
 * @example
 * const onramp = createOnrampApi(http)
 * const options = await onramp.getOptions()
 * const quote = await onramp.getQuote({ purchaseCurrency: 'PUSD', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' })
 */
export function createOnrampApi(http: HttpClient): OnrampApi {
  // Loaded with the first call: only Buy and Pay call these routes. Imported from here only, so
  // the bundler gives the module a chunk of its own (a module that is also imported statically
  // elsewhere becomes a namespace object, which moved the bundler's runtime helpers into a
  // chunk of their own that every page loaded first).
  return loadOnFirstCall(
    async () => (await import('./onrampRequests.ts')).onrampRequests(http),
    ['getOptions', 'getQuote', 'getOnrampUrl'],
  )
}
