import { projectAllowsOrigin } from '@portico/core'
import type { FastifyRequest } from 'fastify'

/**
 * Who may read a route's answers from a browser page (route option `config.originPolicy`):
 * - `'project'` (default): the project's allowed origins (plus the spec §6 defaults unless the
 *   project turned them off: `projectAllowsOrigin`); the
 *   project guard answers other origins 403 ORIGIN_NOT_ALLOWED with no CORS header, so the
 *   browser hides even that.
 * - `'projectReadableRefusal'`: as `'project'`, but the 403 carries the CORS header, so the kit
 *   can read it (analytics: the kit shows 'Invalid App Configuration', spec §8).
 * - `'any'`: every origin (the allow-list itself, plain images).
 */
export type OriginPolicy = 'project' | 'projectReadableRefusal' | 'any'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See `OriginPolicy`; default `'project'`. */
    originPolicy?: OriginPolicy
  }
}

/**
 * The route's origin policy (`'project'` when the route sets none).
 *
 * @example
 * if (originPolicyOf(request) !== 'any') checkOrigin(request)
 */
export function originPolicyOf(request: FastifyRequest): OriginPolicy {
  return request.routeOptions.config?.originPolicy ?? 'project'
}

/**
 * The `Access-Control-Allow-Origin` value for an answer, or undefined for none (the browser then
 * hides the answer from the page):
 * - `'*'` for `'any'` routes, and for answers given before a project was known (unknown or
 *   missing project id, unknown route), so the kit can show 'Invalid Project ID';
 * - the request's origin when the project allows it, or when the route makes its refusal
 *   readable;
 * - nothing for another origin on a `'project'` route.
 *
 * @example
 * const value = allowOriginFor(request)
 * if (value !== undefined) reply.header('access-control-allow-origin', value)
 */
export function allowOriginFor(request: FastifyRequest): string | undefined {
  const policy = originPolicyOf(request)
  const origin = request.headers.origin
  if (policy === 'any' || request.project === null || origin === undefined) return '*'
  if (policy === 'projectReadableRefusal') return origin
  return projectAllowsOrigin(request.project, origin) ? origin : undefined
}

/**
 * A part of the API, by path prefix, that only a fixed list of origins may call from a browser,
 * whatever any project allows: the embedded-wallet routes (`/auth/v1/`) answer only the secure
 * site's origins (`auth.secureSiteOrigins`).
 */
export interface ExactOriginScope {
  /** e.g. `/auth/v1/`. */
  pathPrefix: string
  /** Exact origins (`https://wallet.example`), compared as strings. */
  origins: readonly string[]
  /** Methods a preflight allows. */
  methods: readonly string[]
  /** Request headers a preflight allows. */
  allowedHeaders: readonly string[]
  /** Response headers the page may read besides the simple ones. */
  exposedHeaders: readonly string[]
}

/**
 * The scope a request's path falls in, if any.
 *
 * @example
 * const scope = findExactOriginScope(request.url, scopes)
 * if (scope?.origins.includes(origin)) reply.header('access-control-allow-origin', origin)
 */
export function findExactOriginScope(
  url: string,
  scopes: readonly ExactOriginScope[],
): ExactOriginScope | undefined {
  return scopes.find((scope) => url.startsWith(scope.pathPrefix))
}
