import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts'
import { ApiError, type ApiErrorBody } from '../errors/ApiError.ts'
import { RateLimitedError } from '../errors/apiErrors.ts'
import { boundEcho } from './boundEcho.ts'

/** A restarting Postgres takes a second or two; a balancer or client retries after this. */
const DATABASE_RETRY_AFTER_SECONDS = 1

/**
 * Makes every failure a JSON `{ code, message }`: an `ApiError` with its own status, another
 * 4xx (e.g. a malformed body) as `BAD_REQUEST`, an unknown route as 404 `NOT_FOUND`, the
 * database away for a moment as 503 `DATABASE_UNAVAILABLE` with Retry-After, anything else as 500 `INTERNAL_ERROR` with the detail only in the log. A message may repeat client
 * input (a path, a field name), so it is cut to 200 characters (`boundEcho`), and every error
 * answer is JSON with `X-Content-Type-Options: nosniff`, never a page a browser would render.
 *
 * @example
 * registerErrorHandlers(app)
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message)
      if (error instanceof RateLimitedError)
        reply.header('retry-after', String(error.retryAfterSeconds))
      if (error.challenge) reply.header('www-authenticate', error.challenge)
      const answer = error.toBody()
      return reply.code(error.statusCode).send({ ...answer, message: boundEcho(answer.message) })
    }
    const statusCode = statusCodeOf(error)
    if (statusCode >= 400 && statusCode < 500)
      return reply.code(statusCode).send(body('BAD_REQUEST', messageOf(error)))
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body('DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(body('INTERNAL_ERROR', 'Internal server error'))
  })

  app.setNotFoundHandler((request, reply) => {
    // Short enough that the whole message stays within the 200 characters of `body`.
    const path = boundEcho(request.url.split('?')[0] ?? '', 160)
    return reply
      .code(404)
      .header('x-content-type-options', 'nosniff')
      .send(body('NOT_FOUND', `Route ${request.method} ${path} not found`))
  })
}

/**
 * Fastify's handler for errors raised before routing (a URL that cannot be decoded).
 *
 * @example
 * Fastify({ frameworkErrors: handleFrameworkError })
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .code(400)
    .header('x-content-type-options', 'nosniff')
    .send(body('BAD_REQUEST', `Malformed request: ${error.message}`))
}

function body(code: ApiErrorBody['code'], message: string): ApiErrorBody {
  return { code, message: boundEcho(message) }
}

// Fastify's own errors (body parsing, limits) carry an HTTP statusCode; anything else is a 500.
function statusCodeOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500
  return typeof error.statusCode === 'number' ? error.statusCode : 500
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Bad request'
}
