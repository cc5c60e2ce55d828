import { analyticsConfigSchema } from '../schemas/serviceSchemas.ts'
import type { AnalyticsApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

/**
 * Client of the analytics endpoints (spec §7). Its errors are not passed to the provider-message
 * mapping: a 403 here means 'Invalid App Configuration', not 'Origin Not Allowed' (spec §8).
 *
 * @example
 * const analytics = createAnalyticsApi(http)
 * const { isAnalyticsEnabled } = await analytics.getConfig()
 */
export function createAnalyticsApi(http: HttpClient): AnalyticsApi {
  return {
    getConfig: () =>
      http.get('/getAnalyticsConfig', { schema: analyticsConfigSchema, silent: true }),
    sendEvent: (event, options = {}) => http.post('/e', { body: event, silent: true, ...options }),
  }
}
