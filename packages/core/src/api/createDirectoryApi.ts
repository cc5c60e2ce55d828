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
  return {
    getWallets: ({ page, entries, search, include, exclude, chains }) =>
      http.get('/getWallets', {
        schema: walletPageSchema,
        query: { page, entries, search: search || undefined, include, exclude, chains },
      }),
    // No server configured: no image URL (the placeholder shows) rather than an error in render.
    getWalletImageUrl: (imageId) =>
      http.baseUrl === undefined
        ? undefined
        : http.url(`/getWalletImage/${encodeURIComponent(imageId)}`),
    getConfig: () => http.get('/appkit/v1/config', { schema: remoteConfigSchema }),
    getOrigins: () => http.get('/projects/v1/origins', { schema: allowedOriginsSchema }),
  }
}
