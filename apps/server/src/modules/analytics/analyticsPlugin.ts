import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import { BadRequestError, RateLimitedError } from '../../errors/apiErrors.ts'
import { integerParam } from '../../http/fieldSchemas.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { SharedState } from '../../shared/createSharedState.ts'
import { createAdminTokenGuard } from '../projects/createAdminTokenGuard.ts'
import { projectOf } from '../projects/createProjectGuard.ts'
import { analyticsEventSchema, isErrorReport } from './analyticsEventSchema.ts'
import { readAnalyticsEvents } from './readAnalyticsEvents.ts'
import { storeAnalyticsEvent } from './storeAnalyticsEvent.ts'

export interface AnalyticsPluginOptions {
  db: Database
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Where the error-report limit is counted (Redis when configured). */
  shared: SharedState
  /** The clock (Unix milliseconds) for `receivedAt` and the error-report limit. */
  now?: () => number
}

/** Error reports a project may send per page origin per minute (spec §8). */
export const ERROR_REPORTS_PER_MINUTE = 5

// An event is a few hundred bytes; 8 KiB of props plus the other fields fit well within this.
const EVENT_BODY_LIMIT = 16 * 1024

const eventsQuerySchema = v.object({
  limit: v.optional(integerParam(1, 100), '50'),
  cursor: v.optional(integerParam(1, Number.MAX_SAFE_INTEGER)),
})

/**
 * Analytics (spec §7, §8):
 * - `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }` from the project's setting
 * - `POST /e` `{ eventId, url, domain, timestamp, props }` (JSON, or the same text as
 *   `text/plain` for `navigator.sendBeacon`) → 204; stored only when analytics is on; error
 *   reports (`props.type === 'error'` or `ERROR_*`) limited to 5 per minute per project and
 *   origin, then 429 RATE_LIMITED with `Retry-After`
 * - `GET /projects/v1/events?limit&cursor` with `Authorization: Bearer <admin token>` →
 *   `{ data, next }`, newest first (`limit` 1–100, default 50)
 *
 * An origin the project does not allow gets 403 ORIGIN_NOT_ALLOWED on the first two, readable by
 * the page so the kit shows 'Invalid App Configuration' (spec §8).
 *
 * @example
 * app.register(analyticsPlugin, { db, requireProject })
 */
export const analyticsPlugin: FastifyPluginAsync<AnalyticsPluginOptions> = async (app, options) => {
  const { db, now = Date.now } = options
  // Fails closed while Redis is away: the route's usual 429 (Retry-After 10 s), so nobody can
  // flood the events table meanwhile; losing a few error reports costs little.
  const errorReports = options.shared.rateLimiter('error-reports', {
    limit: ERROR_REPORTS_PER_MINUTE,
    windowMs: 60_000,
    now,
    whenUnavailable: 'refuse',
  })
  app.addHook('onRequest', options.requireProject)

  app.get(
    '/getAnalyticsConfig',
    { config: { originPolicy: 'projectReadableRefusal' } },
    async (request) => ({ isAnalyticsEnabled: projectOf(request).analyticsEnabled }),
  )

  app.post(
    '/e',
    { config: { originPolicy: 'projectReadableRefusal' }, bodyLimit: EVENT_BODY_LIMIT },
    async (request, reply) => {
      const project = projectOf(request)
      const event = parseInput(analyticsEventSchema, jsonBody(request))
      if (!project.analyticsEnabled) return reply.code(204).send()
      const origin = request.headers.origin ?? null
      if (isErrorReport(event)) {
        const decision = await errorReports.take(`${project.id} ${origin ?? ''}`)
        if (!decision.allowed)
          throw new RateLimitedError(
            `Rate Limited: at most ${ERROR_REPORTS_PER_MINUTE} error reports per minute`,
            Math.ceil(decision.retryAfterMs / 1000),
          )
      }
      await storeAnalyticsEvent(db, { projectId: project.id, origin, event, receivedAt: now() })
      return reply.code(204).send()
    },
  )

  app.get('/projects/v1/events', { onRequest: createAdminTokenGuard(db) }, async (request) => {
    const { limit, cursor } = parseInput(eventsQuerySchema, request.query)
    return readAnalyticsEvents(db, { projectId: projectOf(request).id, limit, cursor })
  })
}

// sendBeacon cannot set a JSON content type, so a text/plain body is read as JSON too.
function jsonBody(request: FastifyRequest): unknown {
  let body: unknown = request.body
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      body = undefined
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('body: must be a JSON object')
  return body
}
