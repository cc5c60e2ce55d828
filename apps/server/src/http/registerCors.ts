import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import { allowOriginFor, type ExactOriginScope, findExactOriginScope } from './originPolicy.ts'

/** Headers a page may send: the kit's identity headers (spec §7) and the admin token. */
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
]

/**
 * CORS per project (spec §5). Preflights are answered for any origin: the preflight cannot
 * carry the `x-project-id` header, and it only lets the browser send the request; whether the
 * page may read the answer is decided on the answer itself by `allowOriginFor` (the route's
 * `originPolicy` and the project's allowed origins). @fastify/cors adds `Vary: Origin` to
 * every answer, since the header depends on it.
 *
 * Paths inside an `ExactOriginScope` (the embedded-wallet routes) are different: preflights and
 * answers carry the CORS header only for the scope's own origins, and no project matters.
 *
 * @example
 * await registerCors(app, [{ pathPrefix: '/auth/v1/', origins: ['https://wallet.example'], … }])
 */
export async function registerCors(
  app: FastifyInstance,
  exactOriginScopes: readonly ExactOriginScope[] = [],
): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      if (request.method !== 'OPTIONS') return callback(null, { origin: false })
      const scope = findExactOriginScope(request.url, exactOriginScopes)
      callback(
        null,
        scope === undefined
          ? {
              origin: '*',
              // DELETE: signing out of a sign-in session (`DELETE /siwx/v1/sessions/current`).
              methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
              allowedHeaders: ALLOWED_HEADERS,
              maxAge: 86_400,
            }
          : {
              // A list: the request's origin is echoed only when listed, else no header at all.
              origin: [...scope.origins],
              methods: [...scope.methods, 'OPTIONS'],
              allowedHeaders: [...scope.allowedHeaders],
              maxAge: 86_400,
            },
      )
    },
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'OPTIONS') return payload
    const scope = findExactOriginScope(request.url, exactOriginScopes)
    if (scope !== undefined) {
      const origin = request.headers.origin
      if (origin !== undefined && scope.origins.includes(origin)) {
        reply.header('access-control-allow-origin', origin)
        if (scope.exposedHeaders.length > 0)
          reply.header('access-control-expose-headers', scope.exposedHeaders.join(', '))
      }
      return payload
    }
    const allowOrigin = allowOriginFor(request)
    if (allowOrigin !== undefined) reply.header('access-control-allow-origin', allowOrigin)
    return payload
  })
}
