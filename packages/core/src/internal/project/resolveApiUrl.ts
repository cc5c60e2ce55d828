import { MissingOptionError } from '../../errors/missingOption.ts'

/** Where the kit finds its server on a page served from this machine, unless told otherwise. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787'

// A page served from the visitor's own machine: the developer's, running the local server.
const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * The Portico server URL the kit calls: `apiUrl` when given; else `DEFAULT_API_URL` on a page
 * served from this machine (localhost, *.localhost, 127.x.x.x, [::1]), where the local server
 * runs in development; else undefined. A deployed page that forgot `apiUrl` must not call the
 * visitor's own 127.0.0.1:8787, and without a page (server rendering) there is no telling: every
 * server call then fails with `missingApiUrlError`, and nothing is fetched.
 *
 * @example
 * resolveApiUrl('https://portico.example.com', globalThis.location) // 'https://portico.example.com'
 * resolveApiUrl(undefined, globalThis.location) // 'http://127.0.0.1:8787' on http://localhost:5173, undefined on https://dapp.example
 */
export function resolveApiUrl(
  apiUrl: string | undefined,
  /** The page's location (`globalThis.location`); undefined without a page. */
  page: { hostname: string } | undefined,
): string | undefined {
  if (apiUrl !== undefined) return apiUrl
  return page && LOOPBACK_HOST.test(page.hostname) ? DEFAULT_API_URL : undefined
}

/**
 * The error of a server call made without a server URL (see `resolveApiUrl`): it names the
 * option, and the function it belongs to.
 *
 * @example
 * throw missingApiUrlError('createConfig')
 * // MissingOptionError: Missing option: apiUrl. Set apiUrl in createConfig to your Portico server's URL, …
 */
export function missingApiUrlError(
  setIn: 'createConfig' | 'porticoSignIn' = 'createConfig',
): MissingOptionError {
  return new MissingOptionError(
    'apiUrl',
    `Set apiUrl in ${setIn} to your Portico server's URL, e.g. apiUrl: 'https://portico.example.com'. Only a page on localhost falls back to ${DEFAULT_API_URL}; see docs/reference/options/apiUrl.md.`,
  )
}
