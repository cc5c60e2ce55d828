import type { OnrampApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

// Loaded with the first call: only the Buy view needs these schemas.
const onrampSchemas = () => import('../schemas/onrampSchemas.ts')

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
  return {
    getOptions: async (options = {}) => {
      const { onrampOptionsSchema } = await onrampSchemas()
      return http.get('/v1/onramp/options', {
        schema: onrampOptionsSchema,
        silent: true,
        signal: options.signal,
      })
    },
    getQuote: async (parameters, options = {}) => {
      const { onrampQuoteSchema } = await onrampSchemas()
      return http.post('/v1/onramp/quote', {
        schema: onrampQuoteSchema,
        body: { ...parameters },
        silent: true,
        signal: options.signal,
      })
    },
    getOnrampUrl: async (parameters, options = {}) => {
      const { onrampUrlSchema } = await onrampSchemas()
      return http.post('/v1/generators/onrampurl', {
        schema: onrampUrlSchema,
        body: { ...parameters },
        silent: true,
        signal: options.signal,
      })
    },
  }
}
