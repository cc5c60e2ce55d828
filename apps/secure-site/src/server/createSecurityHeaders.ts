import type { IncomingMessage, ServerResponse } from 'node:http'
import { readAuthApiUrl } from '../auth/authApiUrl.ts'
import { fetchProjectOrigins } from '../origins/fetchProjectOrigins.ts'
import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'
import { canonicalPath } from './canonicalPath.ts'
import { createProjectOriginsCache } from './createProjectOriginsCache.ts'
import { frameAncestorSources } from './frameAncestorSources.ts'

/** A connect-style middleware, as Vite's dev and preview servers and `serveSecureSite` take. */
export type ConnectMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void

export interface CreateSecurityHeadersParameters {
  /**
   * The server whose origins answer is used: the frame's own `VITE_PORTICO_AUTH_API_URL`, as
   * the environment gives it (unset or empty: the local default; not http(s): throws).
   */
  authApiUrl: string | undefined
  /** For tests: another way to ask for a project's origins (default `fetchProjectOrigins`). */
  loadOrigins?: (projectId: string) => Promise<ProjectOriginsLookup>
  /** How long a project's answer is reused (default 30 s). */
  cacheTtlMs?: number
  /** How many projects are kept at most (default 500). */
  cacheSize?: number
  /** Told why a page got `frame-ancestors 'none'` (default: nothing). */
  onRefusal?: (reason: string) => void
}

/**
 * The frame page, the only one that may be framed, as its request must spell it. Everything else
 * (the popups, files, and any other spelling of these two) is `'none'`.
 */
const FRAME_PAGES = new Set(['/', '/index.html'])
const NO_FRAMING = "frame-ancestors 'none'"

/**
 * The secure site's response headers (issue #15): on every response `X-Content-Type-Options:
 * nosniff` and `Referrer-Policy: no-referrer`, and `Content-Security-Policy:
 * frame-ancestors 'none'`, except on the frame page. The frame page (`/` or `/index.html`, as
 * written: `canonicalPath`) gets `frame-ancestors …` built from the project's allowed origins
 * (`?projectId=`, `GET /projects/v1/origins`, cached per project, see `frameAncestorSources`),
 * or `'none'` without a project, for an unknown project (401) and when the server does not
 * answer. Every other path is `'none'`: the popups (`social-callback.html`, `approve.html`: the
 * approve popup exists to be a window no page can cover), files, and any other spelling of the
 * frame page or a popup (`/approve.html/`, `/approve/`, `/%61pprove.html`, `/./index.html`),
 * which a server may still answer with that page's content. A `<meta>` CSP cannot carry
 * `frame-ancestors`: it must be a header.
 * Pages (`/`, a `.html` or an extension-less path) are sent `Cache-Control: no-store` (the
 * frame page's header depends on the project and the Referer).
 *
 * @example
 * const headers = createSecurityHeaders({ authApiUrl: 'http://127.0.0.1:8787' })
 * viteServer.middlewares.use(headers) // or: http.createServer((req, res) => headers(req, res, () => files(req, res)))
 */
export function createSecurityHeaders(
  parameters: CreateSecurityHeadersParameters,
): ConnectMiddleware {
  const baseUrl = readAuthApiUrl(parameters.authApiUrl)
  const load =
    parameters.loadOrigins ?? ((projectId: string) => fetchProjectOrigins({ baseUrl, projectId }))
  const cache = createProjectOriginsCache({
    load,
    ...(parameters.cacheTtlMs === undefined ? {} : { ttlMs: parameters.cacheTtlMs }),
    ...(parameters.cacheSize === undefined ? {} : { maxEntries: parameters.cacheSize }),
  })
  const refuse = parameters.onRefusal ?? (() => {})

  async function frameAncestors(request: IncomingMessage, url: URL): Promise<string> {
    const path = canonicalPath(request.url)
    if (path === undefined || !FRAME_PAGES.has(path)) return NO_FRAMING
    const projectIds = url.searchParams.getAll('projectId')
    const [projectId] = projectIds
    if (projectIds.length !== 1 || !projectId) return NO_FRAMING
    const lookup = await cache.get(projectId)
    if (lookup.kind !== 'found') {
      refuse(
        lookup.kind === 'unknown-project'
          ? `${url.pathname}: unknown project ${projectId}`
          : `${url.pathname}: the origins of ${projectId} are not known (${lookup.reason})`,
      )
      return NO_FRAMING
    }
    const referer = request.headers.referer
    const sources = frameAncestorSources({ project: lookup.origins, referer })
    return `frame-ancestors ${sources.join(' ')}`
  }

  return (request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff')
    response.setHeader('Referrer-Policy', 'no-referrer')
    const url = requestUrl(request)
    if (isPage(url.pathname)) response.setHeader('Cache-Control', 'no-store')
    frameAncestors(request, url).then(
      (policy) => {
        response.setHeader('Content-Security-Policy', policy)
        next()
      },
      (error: unknown) => {
        // Nothing above should throw; if it does, no page goes out without its policy.
        response.setHeader('Content-Security-Policy', NO_FRAMING)
        next(error)
      },
    )
  }
}

function requestUrl(request: IncomingMessage): URL {
  try {
    return new URL(request.url ?? '/', 'http://secure-site.invalid')
  } catch {
    // Not a path a browser sends: treated as a page without a project ('none').
    return new URL('http://secure-site.invalid/')
  }
}

// A page: `/`, a `.html` file, or a path without an extension (the dev server's page fallback).
function isPage(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return last === '' || last.endsWith('.html') || !last.includes('.')
}
