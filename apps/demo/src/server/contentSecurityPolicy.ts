/** The demo's VITE_PORTICO_* settings that name another origin the page talks to. */
export interface DemoOrigins {
  VITE_PORTICO_API_URL?: string
  VITE_PORTICO_RELAY_URL?: string
  VITE_PORTICO_SECURE_SITE_URL?: string
  VITE_PORTICO_CHAINS?: string
  VITE_PORTICO_SOLANA?: string
  VITE_PORTICO_BITCOIN?: string
}

/**
 * Any port of this machine: `?portico-api=` may point the demo at another local service
 * (apiOverride.ts), which the end-to-end tests start on a free port. (CSP has no syntax for an
 * IPv6 literal, so `[::1]` is left out.)
 */
const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*']

/** `http://host:port` of a URL, or nothing when it does not parse. */
function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    const { protocol, host } = new URL(url)
    return [`${protocol}//${host}`]
  } catch {
    return []
  }
}

/** The RPC URLs in the demo's JSON network settings (chains, Solana, Bitcoin). */
function jsonUrls(json: string | undefined, keys: readonly string[]): string[] {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    const entries = Array.isArray(parsed) ? parsed : [parsed]
    return entries.flatMap((entry) =>
      typeof entry === 'object' && entry !== null
        ? keys.flatMap((key) => {
            const value = (entry as Record<string, unknown>)[key]
            return typeof value === 'string' ? originOf(value) : []
          })
        : [],
    )
  } catch {
    return []
  }
}

/**
 * The Content-Security-Policy the demo's production build is served with: strict (no inline
 * script or style, no eval), so that the end-to-end tests, which fail on any violation, prove the
 * kit works on a dApp that sets one. The page's own files, images from the server (wallet and
 * token icons), requests to the server, relay, chains and the local Solana and Bitcoin
 * services, and the embedded wallet's frame on the secure site's origin.
 *
 * @example
 * demoContentSecurityPolicy({ VITE_PORTICO_API_URL: 'http://127.0.0.1:8787' })
 * // "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: http://127.0.0.1:8787 …"
 */
export function demoContentSecurityPolicy(env: DemoOrigins): string {
  const server = originOf(env.VITE_PORTICO_API_URL)
  const connect = [
    ...server,
    ...originOf(env.VITE_PORTICO_RELAY_URL),
    ...jsonUrls(env.VITE_PORTICO_CHAINS, ['rpcUrl']),
    ...jsonUrls(env.VITE_PORTICO_SOLANA, ['rpcUrl']),
    ...jsonUrls(env.VITE_PORTICO_BITCOIN, ['esploraUrl']),
    ...LOOPBACK,
    'ws://127.0.0.1:*',
    'ws://localhost:*',
  ]
  const unique = (sources: string[]) => [...new Set(sources)].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${unique(["'self'", 'data:', 'blob:', ...server, ...LOOPBACK])}`,
    `connect-src ${unique(["'self'", ...connect])}`,
    `frame-src ${unique(originOf(env.VITE_PORTICO_SECURE_SITE_URL)) || "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}
