import type { Plugin } from 'vite'
import { demoContentSecurityPolicy } from './contentSecurityPolicy.ts'

/**
 * Serves the demo's production build (`vite preview`, which the end-to-end tests run) with its
 * strict Content-Security-Policy header (`demoContentSecurityPolicy`), built from the same
 * VITE_PORTICO_* settings the build read. Vite's dev server is left without one: it injects
 * inline scripts and styles of its own (React Fast Refresh, CSS from JS).
 *
 * @example
 * export default defineConfig({ plugins: [react(), contentSecurityPolicy()] })
 */
export function contentSecurityPolicy(): Plugin {
  let policy = ''
  return {
    name: 'portico-demo-csp',
    configResolved(config) {
      policy = demoContentSecurityPolicy(config.env)
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy)
        next()
      })
    },
  }
}
