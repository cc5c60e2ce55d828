import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'
import {
  type CreateSecurityHeadersParameters,
  createSecurityHeaders,
} from './createSecurityHeaders.ts'

export interface ServeSecureSiteParameters
  extends Omit<CreateSecurityHeadersParameters, 'authApiUrl'> {
  /** The built site (`vite build`'s `dist`). */
  root: string
  /** Default 127.0.0.1. */
  host?: string
  /** Default 5180; 0 picks a free port. */
  port?: number
  /** As `createSecurityHeaders` takes it: the frame's `VITE_PORTICO_AUTH_API_URL`. */
  authApiUrl: string | undefined
}

export interface ServeSecureSiteReturnType {
  /** `http://host:port`, with the port actually bound. */
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves the built secure site for production: static files from `root` (`sirv`: ETags, no
 * directory listing, no dotfiles), each response with the secure site's headers
 * (`createSecurityHeaders`: `frame-ancestors` from the project's allowed origins, `nosniff`,
 * `no-referrer`). Anything that is not a file is 404. TLS belongs to the proxy in front.
 *
 * @example
 * const { url } = await serveSecureSite({ root: 'apps/secure-site/dist', port: 5180, authApiUrl: process.env.VITE_PORTICO_AUTH_API_URL })
 */
export async function serveSecureSite(
  parameters: ServeSecureSiteParameters,
): Promise<ServeSecureSiteReturnType> {
  const { root, host = '127.0.0.1', port = 5180, ...headerOptions } = parameters
  const headers = createSecurityHeaders(headerOptions)
  const files = sirv(root, { etag: true })
  const server = createServer((request, response) => {
    headers(request, response, (error) => {
      if (error) {
        response.statusCode = 500
        response.end()
        return
      }
      files(request, response, () => {
        response.statusCode = 404
        response.setHeader('Content-Type', 'text/plain; charset=utf-8')
        response.end('Not found')
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
