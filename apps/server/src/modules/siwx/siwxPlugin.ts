import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import { RateLimitedError } from '../../errors/apiErrors.ts'
import { acceptEmptyJsonBody } from '../../http/acceptEmptyJsonBody.ts'
import { parseInput } from '../../http/parseInput.ts'
import type { SharedState } from '../../shared/createSharedState.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { projectOf } from '../projects/createProjectGuard.ts'
import { createSiwxSession, type SiwxContext } from './createSiwxSession.ts'
import { isSameSiwxAccount } from './isSameSiwxAccount.ts'
import { SIWX_BODY_LIMIT, SIWX_NONCES_PER_MINUTE } from './siwxConstants.ts'
import { SiwxSessionInvalidError } from './siwxErrors.ts'
import { issueSiwxNonce } from './siwxNonces.ts'
import {
  jsonObjectSchema,
  readSiwxBearerToken,
  siwxMeQuerySchema,
  siwxSessionBodySchema,
  siwxSessionsQuerySchema,
} from './siwxSchemas.ts'
import { findSiwxSession, requireLiveSiwxSession, revokeSiwxSession } from './siwxSessions.ts'

export interface SiwxPluginOptions {
  db: Database
  /** The configured chains' readers (`createChainReaders`): EVM smart accounts verify on chain. */
  readers: ReadonlyMap<string, ChainReader>
  /** The project guard from `createProjectGuard(db)`. */
  requireProject: onRequestAsyncHookHandler
  /** Where the nonce limit per client IP is counted (Redis when configured). */
  shared: SharedState
  /** The clock (Unix milliseconds); the system clock by default. */
  now?: () => number
}

// The nonce body is empty or `{}`; nothing in it is read.
const nonceBodySchema = v.optional(jsonObjectSchema('body: must be a JSON object'))
const projectIdHeaderSchema = v.object({
  'x-project-id': v.optional(v.pipe(v.string('must be given once'), v.maxLength(64))),
})

/**
 * Sign-in with a wallet (spec §4 SIWX; the contract is in the README, "Sign-in sessions"):
 * - `POST /siwx/v1/nonce` → `{ nonce, expiresAt }` (60 per minute per client IP, then 429)
 * - `POST /siwx/v1/sessions` `{ data, message, signature, cacao? }`
 *   → `{ token, session, expiresAt }`
 * - Bearer: `GET /siwx/v1/sessions?chainId&address` → `{ sessions }`,
 *   `DELETE /siwx/v1/sessions/current` → 204
 * - Bearer, for a dApp's own backend (no project id or Origin needed): `GET /siwx/v1/me`
 *
 * All but `/me` are project routes: `projectId` in the query and the page's Origin on the
 * project's allow-list, as every kit call.
 *
 * @example
 * await app.register(siwxPlugin, { db, readers, requireProject })
 */
export const siwxPlugin: FastifyPluginAsync<SiwxPluginOptions> = async (app, options) => {
  const { db, readers, now = () => Date.now() } = options
  const context: SiwxContext = { db, readers, now }
  // Fails open while Redis is away: refusing would stop every sign-in, and a nonce is a small
  // row that expires; the limit is back as soon as Redis is.
  const nonceRequests = options.shared.rateLimiter('siwx-nonce', {
    limit: SIWX_NONCES_PER_MINUTE,
    windowMs: 60_000,
    now,
    whenUnavailable: 'allow',
  })
  // Only a new session has a body worth the name; the nonce's is `{}` at most.
  const projectRoute = { onRequest: options.requireProject }
  const sessionRoute = { ...projectRoute, bodyLimit: SIWX_BODY_LIMIT }

  acceptEmptyJsonBody(app)

  app.post('/siwx/v1/nonce', projectRoute, async (request) => {
    parseInput(nonceBodySchema, request.body)
    const decision = await nonceRequests.take(request.ip)
    if (!decision.allowed)
      throw new RateLimitedError(
        `Rate Limited: at most ${SIWX_NONCES_PER_MINUTE} sign-in nonces per minute`,
        Math.ceil(decision.retryAfterMs / 1000),
      )
    const nonce = await issueSiwxNonce(db, { projectId: projectOf(request).id, now: now() })
    return { nonce: nonce.nonce, expiresAt: new Date(nonce.expiresAt).toISOString() }
  })

  app.post('/siwx/v1/sessions', sessionRoute, async (request) =>
    createSiwxSession(context, {
      projectId: projectOf(request).id,
      origin: request.headers.origin,
      body: parseInput(siwxSessionBodySchema, request.body),
    }),
  )

  app.get('/siwx/v1/sessions', projectRoute, async (request) => {
    const { chainId, address } = parseInput(siwxSessionsQuerySchema, request.query)
    const stored = await requireLiveSiwxSession(db, {
      token: bearerToken(request),
      projectId: projectOf(request).id,
      now: now(),
    })
    return { sessions: isSameSiwxAccount(stored, chainId, address) ? [stored.session] : [] }
  })

  // Idempotent: a token already signed out (or expired) is still this project's, so 204.
  app.delete('/siwx/v1/sessions/current', projectRoute, async (request, reply) => {
    const token = bearerToken(request)
    if (token === undefined) throw new SiwxSessionInvalidError({ details: 'no bearer token' })
    const stored = await findSiwxSession(db, { token, projectId: projectOf(request).id })
    if (stored === undefined) throw new SiwxSessionInvalidError({ details: 'unknown token' })
    await revokeSiwxSession(db, { id: stored.id, now: now() })
    return reply.code(204).send()
  })

  // Server to server: the token names its project; a project id, when sent, must be the same.
  app.get('/siwx/v1/me', { config: { originPolicy: 'any' } }, async (request) => {
    const query = parseInput(siwxMeQuerySchema, request.query)
    const headers = parseInput(projectIdHeaderSchema, request.headers)
    const stored = await requireLiveSiwxSession(db, {
      token: bearerToken(request),
      projectId: nonEmpty(query.projectId) ?? nonEmpty(headers['x-project-id']),
      now: now(),
    })
    return {
      address: stored.address,
      chainId: stored.caipNetworkId,
      projectId: stored.projectId,
      origin: stored.origin,
      issuedAt: new Date(stored.createdAt).toISOString(),
      expiresAt: new Date(stored.expiresAt).toISOString(),
    }
  })
}

function bearerToken(request: FastifyRequest): string | undefined {
  return readSiwxBearerToken(request.headers.authorization)
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value
}
