import {
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from '../schemas/onrampSchemas.ts'
import type { OnrampApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

/**
 * The on-ramp routes' requests with their answers' schemas: what `createOnrampApi` loads with
 * its first call (only Buy and Pay call it), so that none of it is in a page's first chunk.
 */
export function onrampRequests(http: HttpClient): OnrampApi {
  return {
    getOptions: (options = {}) =>
      http.get('/v1/onramp/options', {
        schema: onrampOptionsSchema,
        silent: true,
        signal: options.signal,
      }),
    getQuote: (parameters, options = {}) =>
      http.post('/v1/onramp/quote', {
        schema: onrampQuoteSchema,
        body: { ...parameters },
        silent: true,
        signal: options.signal,
      }),
    getOnrampUrl: (parameters, options = {}) =>
      http.post('/v1/generators/onrampurl', {
        schema: onrampUrlSchema,
        body: { ...parameters },
        silent: true,
        signal: options.signal,
      }),
  }
}
