import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify'
import { DeviceWaitLimitedError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { parseFarcasterChannelBody, parseFarcasterConnectBody } from './authSchemas.ts'
import { connectFarcaster } from './connectFarcaster.ts'
import { createLongPollSlots } from './createLongPollSlots.ts'
import { createFarcasterServices } from './farcasterRelay.ts'
import { startFarcasterLogin } from './startFarcasterLogin.ts'

export interface RegisterFarcasterRoutesParameters {
  context: AuthContext
  /** The per-IP limit of plain requests (the channel). */
  requestLimit: onRequestAsyncHookHandler
  /** The per-IP limit of code and token checks (the connect). */
  codeCheckLimit: onRequestAsyncHookHandler
  bodyLimit: number
  /** How many connect long polls one client IP may hold at once. */
  maxWaitsPerClient: number
  /** Aborted as the server closes: a waiting connect answers `pending` at once. */
  closing: AbortSignal
}

/**
 * Sign In With Farcaster, part of the auth module: `POST /auth/v1/farcaster/channel` (see
 * startFarcasterLogin) and `POST /auth/v1/farcaster/connect` (see connectFarcaster; a long poll,
 * at most `maxWaitsPerClient` per client IP, then 429 RATE_LIMITED). Registered whether or not
 * `auth.farcaster` is set: without it both answer 400 FARCASTER_UNAVAILABLE (after the project
 * and origin check, for the channel).
 *
 * @example
 * registerFarcasterRoutes(app, { context, requestLimit, codeCheckLimit, bodyLimit: 8192, maxWaitsPerClient: 4, closing: closing.signal })
 */
export function registerFarcasterRoutes(
  app: FastifyInstance,
  parameters: RegisterFarcasterRoutesParameters,
): void {
  const { context, bodyLimit } = parameters
  // The relay and ID registry clients, made once.
  const farcaster = createFarcasterServices(context.settings)
  const waits = createLongPollSlots({
    maxPerClient: parameters.maxWaitsPerClient,
    now: context.now,
  })

  app.post(
    '/auth/v1/farcaster/channel',
    { onRequest: parameters.requestLimit, bodyLimit },
    async (request) =>
      startFarcasterLogin(context, farcaster, {
        ...parseFarcasterChannelBody(request.body),
        ip: request.ip,
      }),
  )

  app.post(
    '/auth/v1/farcaster/connect',
    { onRequest: parameters.codeCheckLimit, bodyLimit },
    async (request, reply) => {
      // Before any await: a client gone meanwhile must not keep a poll and its slot.
      const gone = new AbortController()
      reply.raw.once('close', () => gone.abort())
      const client = request.ip
      const { channelToken } = parseFarcasterConnectBody(request.body)
      const waitMs = farcaster?.settings.connectWaitMs ?? 0
      const taken = waits.take(client, context.now() + waitMs)
      if ('retryAfterMs' in taken)
        throw new DeviceWaitLimitedError(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)), {
          details: `${client} holds ${parameters.maxWaitsPerClient} Farcaster waits`,
        })
      try {
        const signal = AbortSignal.any([gone.signal, parameters.closing])
        return await connectFarcaster(context, farcaster, { channelToken, signal })
      } finally {
        taken.slot.release()
      }
    },
  )
}
