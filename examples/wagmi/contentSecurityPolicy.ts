import type { Plugin } from 'vite'
import { readSettings } from './src/settings.ts'

/**
 * A strict Content-Security-Policy for the built example (`vite preview`): the page runs and
 * styles itself from its own files only (no inline script or style, no eval), reaches the
 * Portico service, the WalletConnect relay and the chains' RPC, shows the service's wallet
 * icons, and frames the embedded wallet's secure site. Portico needs nothing more. Vite's dev
 * server is left without one: it injects inline scripts and styles of its own.
 *
 * @example
 * export default defineConfig({ plugins: [react(), contentSecurityPolicy()] })
 */
export function contentSecurityPolicy(): Plugin {
  let policy = ''
  return {
    name: 'example-wagmi-csp',
    configResolved(config) {
      const settings = readSettings(config.env)
      const origin = (url: string) => new URL(url).origin
      const rpcs = settings.chains.flatMap((chain) => chain.rpcUrls.default.http.map(origin))
      const relay = new URL(settings.relayUrl)
      policy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        `img-src 'self' data: blob: ${origin(settings.apiUrl)}`,
        `connect-src 'self' ${[origin(settings.apiUrl), `${relay.protocol}//${relay.host}`, ...new Set(rpcs)].join(' ')}`,
        `frame-src ${origin(settings.secureSiteUrl)}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ].join('; ')
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy)
        next()
      })
    },
  }
}
