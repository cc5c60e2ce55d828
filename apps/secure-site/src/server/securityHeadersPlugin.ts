import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'
import type { ConnectMiddleware, CreateSecurityHeadersParameters } from './createSecurityHeaders.ts'

type SecurityHeadersModule = typeof import('./createSecurityHeaders.ts')

const MIDDLEWARE_MODULE = fileURLToPath(new URL('./createSecurityHeaders.ts', import.meta.url))

/**
 * Sends the secure site's headers (`createSecurityHeaders`: `frame-ancestors` from the project's
 * allowed origins, `nosniff`, `no-referrer`) from Vite's dev server and from `vite preview`,
 * ahead of Vite's own middlewares. The auth API URL is the frame's `VITE_PORTICO_AUTH_API_URL`
 * as Vite reads it (environment and `.env` files) when the server starts.
 *
 * The middleware imports workspace packages (TypeScript, which Node does not load and Vite's
 * config bundle leaves external), so it is loaded through Vite's module runner when the server
 * starts rather than imported by the config.
 *
 * @example
 * export default defineConfig({ plugins: [securityHeaders()] })
 */
export function securityHeaders(
  options: Omit<CreateSecurityHeadersParameters, 'authApiUrl'> = {},
): Plugin {
  let root = process.cwd()
  let authApiUrl: string | undefined
  let warn: (message: string) => void = console.warn

  async function middleware(): Promise<ConnectMiddleware> {
    const { module } = await runnerImport<SecurityHeadersModule>(MIDDLEWARE_MODULE, {
      configFile: false,
      root,
      logLevel: 'error',
      // The workspace packages from their sources (package.json "exports"), run through Vite
      // rather than handed to Node (which does not load TypeScript); runnerImport adds its Node
      // conditions after this one.
      environments: {
        inline: { resolve: { conditions: ['@portico/source'], noExternal: [/^@portico\//] } },
      },
    })
    return module.createSecurityHeaders({
      authApiUrl,
      onRefusal: (reason) => warn(`[secure-site] frame-ancestors 'none': ${reason}`),
      ...options,
    })
  }

  return {
    name: 'portico-secure-site-headers',
    configResolved(config) {
      root = config.root
      authApiUrl = config.env.VITE_PORTICO_AUTH_API_URL
      warn = (message) => config.logger.warn(message, { timestamp: true })
    },
    async configureServer(server) {
      server.middlewares.use(await middleware())
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await middleware())
    },
  }
}
