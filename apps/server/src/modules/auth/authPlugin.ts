import type { FastifyPluginAsync } from 'fastify'
import { ApiError } from '../../errors/ApiError.ts'
import { acceptEmptyJsonBody } from '../../http/acceptEmptyJsonBody.ts'
import type { ExactOriginScope } from '../../http/originPolicy.ts'
import { type ApprovalPageKind, renderApprovalPage } from './approvalPage.ts'
import { approveDevice } from './approveDevice.ts'
import type { AuthContext } from './authContext.ts'
import {
  parseKeyBody,
  parseNewEmailBody,
  parseOtpBody,
  parseSocialConnectBody,
  parseSocialStartBody,
  parseStartBody,
  parseVerifyBody,
  parseWaitBody,
  readApprovalToken,
  readSocialState,
} from './authSchemas.ts'
import { connectSocial } from './connectSocial.ts'
import { createSessionGuard, deleteSession, sessionOf } from './sessions.ts'
import { createSocialClients } from './socialClients.ts'
import { findSocialRequestOrigin } from './socialRequests.ts'
import { startEmailLogin } from './startEmailLogin.ts'
import { startSocialLogin } from './startSocialLogin.ts'
import {
  confirmEmailChangePrimary,
  confirmEmailChangeSecondary,
  requestEmailChange,
} from './updateEmail.ts'
import { storeUserKey, unlockUserKey } from './userKey.ts'
import { toPublicUser } from './users.ts'
import { verifyOtp } from './verifyOtp.ts'
import { waitForDeviceApproval } from './waitForDeviceApproval.ts'

export interface AuthPluginOptions {
  context: AuthContext
}

/** The module's path prefix; CORS answers under it only for `auth.secureSiteOrigins`. */
export const AUTH_PATH_PREFIX = '/auth/v1/'

/**
 * The CORS scope of the auth routes: the secure site's origins only, whatever the projects allow;
 * GET/POST/PUT with Authorization and Content-Type. Pass it to `registerCors`.
 *
 * @example
 * await registerCors(app, [authCorsScope(config.auth.secureSiteOrigins)])
 */
export function authCorsScope(secureSiteOrigins: readonly string[]): ExactOriginScope {
  return {
    pathPrefix: AUTH_PATH_PREFIX,
    origins: secureSiteOrigins,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['authorization', 'content-type'],
    exposedHeaders: ['retry-after'],
  }
}

// The bodies are a few hundred bytes; a key blob is at most 2048 characters.
const AUTH_BODY_LIMIT = 8 * 1024

// The approval page: nothing remote, not framable, and no Referer leaking the token.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

/**
 * Embedded-wallet e-mail sign-in (the secure site is the only client; see the README's
 * "Embedded-wallet sign-in" for the contract):
 * - `POST /auth/v1/email/start` `{ email, deviceId, projectId, origin }` → `{ action }`
 * - `GET /auth/v1/device/approve?token=` → an HTML page
 * - `POST /auth/v1/device/wait` `{ email, deviceId }` → `{ approved }` (long poll)
 * - `POST /auth/v1/otp/verify` `{ email, deviceId, otp, origin }` → `{ token, expiresAt, user }`
 * - Bearer: `GET /auth/v1/user`, `PUT /auth/v1/key`, `POST /auth/v1/key/unlock`,
 *   `POST /auth/v1/sign-out`, `POST /auth/v1/email/update`, `…/update/primary`,
 *   `…/update/secondary`
 * - Social (with `auth.social`): `POST /auth/v1/social/start`
 *   `{ provider, deviceId, projectId, origin }` → `{ uri, flowId }`,
 *   `GET /auth/v1/social/requests/:state` → `{ origin }`, `POST /auth/v1/social/connect`
 *   `{ resultUri, flowId, deviceId }` → `{ token, expiresAt, user }` (user with `userName`,
 *   `socialProvider`)
 *
 * @example
 * await app.register(authPlugin, { context: { db, settings: config.auth, keys, mailer, now: Date.now } })
 */
export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, { context }) => {
  const requireSession = { preHandler: createSessionGuard(context), bodyLimit: AUTH_BODY_LIMIT }
  const plain = { bodyLimit: AUTH_BODY_LIMIT }
  app.decorateRequest('authSession', null)

  acceptEmptyJsonBody(app)

  // Long polls end (with approved: false) when the server closes, so closing does not wait.
  const closing = new AbortController()
  app.addHook('preClose', async () => closing.abort())

  app.post('/auth/v1/email/start', plain, async (request) =>
    startEmailLogin(context, { ...parseStartBody(request.body), ip: request.ip }),
  )

  app.get('/auth/v1/device/approve', async (request, reply) => {
    const token = readApprovalToken(request.query)
    let kind: ApprovalPageKind = 'invalid'
    try {
      if (token !== undefined && (await approveDevice(context, token))) kind = 'approved'
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      request.log.warn({ err: error }, 'device approved, but the code e-mail failed')
      kind = 'codeNotSent'
    }
    const status = { approved: 200, invalid: 400, codeNotSent: 502 }[kind]
    return reply.code(status).headers(PAGE_HEADERS).send(renderApprovalPage(kind))
  })

  app.post('/auth/v1/device/wait', plain, async (request, reply) => {
    const { email, deviceId } = parseWaitBody(request.body)
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    const signal = AbortSignal.any([gone.signal, closing.signal])
    return { approved: await waitForDeviceApproval(context, { email, deviceId, signal }) }
  })

  app.post('/auth/v1/otp/verify', plain, async (request) =>
    verifyOtp(context, parseVerifyBody(request.body)),
  )

  // Social sign-in: its providers' clients are made once (discovery runs on first use).
  const socialClients = createSocialClients(context.settings.social)

  app.post('/auth/v1/social/start', plain, async (request) =>
    startSocialLogin(context, socialClients, {
      ...parseSocialStartBody(request.body),
      ip: request.ip,
    }),
  )

  app.get('/auth/v1/social/requests/:state', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return findSocialRequestOrigin(context, readSocialState(request.params))
  })

  app.post('/auth/v1/social/connect', plain, async (request) =>
    connectSocial(context, socialClients, parseSocialConnectBody(request.body)),
  )

  app.get('/auth/v1/user', requireSession, async (request) => toPublicUser(sessionOf(request).user))

  app.put('/auth/v1/key', requireSession, async (request, reply) => {
    const key = parseKeyBody(request.body)
    await storeUserKey(context, sessionOf(request).user.id, key)
    return reply.code(201).send({ address: key.address })
  })

  app.post('/auth/v1/key/unlock', requireSession, async (request) => {
    const key = await unlockUserKey(context, sessionOf(request).user.id)
    return {
      address: key.address,
      keyBlob: key.keyBlob,
      unlockKey: key.unlockKey.toString('base64url'),
    }
  })

  app.post('/auth/v1/sign-out', requireSession, async (request, reply) => {
    await deleteSession(context, sessionOf(request).tokenHash)
    return reply.code(204).send()
  })

  app.post('/auth/v1/email/update', requireSession, async (request) =>
    requestEmailChange(context, {
      user: sessionOf(request).user,
      newEmail: parseNewEmailBody(request.body),
      ip: request.ip,
    }),
  )

  app.post('/auth/v1/email/update/primary', requireSession, async (request) =>
    confirmEmailChangePrimary(context, {
      user: sessionOf(request).user,
      otp: parseOtpBody(request.body),
      ip: request.ip,
    }),
  )

  app.post('/auth/v1/email/update/secondary', requireSession, async (request) =>
    confirmEmailChangeSecondary(context, {
      user: sessionOf(request).user,
      otp: parseOtpBody(request.body),
    }),
  )
}
