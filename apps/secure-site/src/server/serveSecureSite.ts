import { readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sirv from 'sirv'
import { canonicalPath } from './canonicalPath.ts'
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
 * `no-referrer`). Only `/` (the frame page) and each file's own path, spelt exactly
 * (`canonicalPath`), are answered: anything else is 404, including the other spellings `sirv`
 * would resolve to a file (`/approve.html/`, `/approve/`, `/approve`, `/%61pprove.html`,
 * `/assets/../index.html`), dotfiles, and files added after the server started (`sirv` reads the
 * file list once as well). TLS belongs to the proxy in front.
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
  const paths = sitePaths(root)
  const server = createServer((request, response) => {
    headers(request, response, (error) => {
      if (error) {
        response.statusCode = 500
        response.end()
        return
      }
      const notFound = () => {
        response.statusCode = 404
        response.setHeader('Content-Type', 'text/plain; charset=utf-8')
        response.end('Not found')
      }
      const path = canonicalPath(request.url)
      if (path === undefined || !paths.has(path)) return notFound()
      files(request, response, notFound)
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

/** `/` and the path of every file under `root` but dotfiles, as a browser requests them. */
function sitePaths(root: string): Set<string> {
  const paths = new Set(['/'])
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = `${prefix}/${entry.name}`
      if (entry.isDirectory()) walk(join(dir, entry.name), path)
      else if (entry.isFile()) paths.add(path)
    }
  }
  walk(root, '')
  return paths
}
