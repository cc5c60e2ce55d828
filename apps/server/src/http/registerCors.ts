import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import { allowOriginFor } from './originPolicy.ts'

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
 * @example
 * await registerCors(app)
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(
        null,
        request.method === 'OPTIONS'
          ? {
              origin: '*',
              methods: ['GET', 'POST', 'OPTIONS'],
              allowedHeaders: ALLOWED_HEADERS,
              maxAge: 86_400,
            }
          : { origin: false },
      ),
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'OPTIONS') return payload
    const allowOrigin = allowOriginFor(request)
    if (allowOrigin !== undefined) reply.header('access-control-allow-origin', allowOrigin)
    return payload
  })
}
