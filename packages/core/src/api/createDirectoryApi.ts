import { allowedOriginsSchema, remoteConfigSchema } from '../schemas/serviceSchemas.ts'
import { walletPageSchema } from '../schemas/walletSchema.ts'
import type { DirectoryApi } from '../types/api.ts'
import type { HttpClient } from './createHttpClient.ts'

/**
 * Client of the wallet directory and project endpoints (spec §7).
 *
 * @example
 * const directory = createDirectoryApi(http)
 * const { data, count } = await directory.getWallets({ page: 1, entries: 40 })
 */
export function createDirectoryApi(http: HttpClient): DirectoryApi {
  // No server configured: no image URL (the placeholder shows) rather than an error in render.
  const imageUrl = (path: string) => (id: string) =>
    http.baseUrl === undefined ? undefined : http.url(`${path}/${encodeURIComponent(id)}`)
  return {
    getWallets: ({ page, entries, search, include, exclude, chains }, options = {}) =>
      http.get('/getWallets', {
        schema: walletPageSchema,
        query: { page, entries, search: search || undefined, include, exclude, chains },
        signal: options.signal,
      }),
    getWalletImageUrl: imageUrl('/getWalletImage'),
    getAssetImageUrl: imageUrl('/public/getAssetImage'),
    getTokenImageUrl: imageUrl('/public/getTokenImage'),
    getCurrencyImageUrl: imageUrl('/public/getCurrencyImage'),
    getConfig: () => http.get('/appkit/v1/config', { schema: remoteConfigSchema }),
    getOrigins: () => http.get('/projects/v1/origins', { schema: allowedOriginsSchema }),
  }
}
