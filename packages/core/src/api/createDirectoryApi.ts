import { allowedOriginsSchema, remoteConfigSchema } from '../schemas/serviceSchemas.ts'
import { walletPageSchema } from '../schemas/walletSchema.ts'
import type { DirectoryApi, GetWalletsParameters } from '../types/api.ts'
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
    getWallets: (parameters, options = {}) =>
      http.get('/getWallets', {
        schema: walletPageSchema,
        query: walletsQuery(parameters),
        signal: options.signal,
      }),
    prefetchConfig: () => http.prefetch(CONFIG_PATH),
    prefetchOrigins: () => http.prefetch(ORIGINS_PATH),
    getWalletImageUrl: imageUrl('/getWalletImage'),
    getAssetImageUrl: imageUrl('/public/getAssetImage'),
    getTokenImageUrl: imageUrl('/public/getTokenImage'),
    getCurrencyImageUrl: imageUrl('/public/getCurrencyImage'),
    getConfig: () => http.get(CONFIG_PATH, { schema: remoteConfigSchema }),
    getOrigins: () => http.get(ORIGINS_PATH, { schema: allowedOriginsSchema }),
  }
}

const CONFIG_PATH = '/appkit/v1/config'
const ORIGINS_PATH = '/projects/v1/origins'

function walletsQuery({ page, entries, search, include, exclude, chains }: GetWalletsParameters) {
  return { page, entries, search: search || undefined, include, exclude, chains }
}
