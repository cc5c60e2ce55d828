import { type NextRequest, NextResponse } from 'next/server'
import { readSettings } from './app/settings.ts'

/**
 * A strict Content-Security-Policy on every page, as a dApp with one sets it: scripts only from
 * the site and with this response's nonce (Next.js reads it from the request's policy and gives
 * it to its own inline scripts), styles only from the site's files (no inline style), no eval;
 * requests to the Portico service and the chains' RPC, images from the service (wallet icons).
 * Portico needs nothing more.
 */
export function middleware(request: NextRequest) {
  const settings = readSettings(process.env)
  const nonce = btoa(crypto.randomUUID())
  const origins = [settings.apiUrl, ...settings.chains.map((chain) => chain.rpcUrl)].map(
    (url) => new URL(url).origin,
  )
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${new URL(settings.apiUrl).origin}`,
    `connect-src 'self' ${[...new Set(origins)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Node.js, not the edge: the settings are read from the server's environment at request time.
  runtime: 'nodejs',
  // Pages only: the built files under /_next/static are covered by 'self'.
  matcher: [{ source: '/((?!_next/static|_next/image|icon.svg).*)' }],
}
