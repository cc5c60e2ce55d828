import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { NotFoundError } from '../../errors/apiErrors.ts'
import { AuthRequestLimitedError, DeviceWaitLimitedError } from '../../errors/authErrors.ts'
import { acceptEmptyJsonBody } from '../../http/acceptEmptyJsonBody.ts'
import type { ExactOriginScope } from '../../http/originPolicy.ts'
import type { SharedState } from '../../shared/createSharedState.ts'
import type { RateLimiter } from '../../shared/RateLimiter.ts'
import { type ApprovalPage, type ApprovalPageKind, renderApprovalPage } from './approvalPage.ts'
import { approveDevice } from './approveDevice.ts'
import type { AuthContext } from './authContext.ts'
import {
  parseKeyBody,
  parseNewEmailBody,
  parseOtpBody,
  parseSocialConnectBody,
  parseSocialFinishBody,
  parseSocialStartBody,
  parseStartBody,
  parseUnlockBody,
  parseVerifyBody,
  parseWaitBody,
  readApprovalToken,
  readSocialState,
} from './authSchemas.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { connectSocial } from './connectSocial.ts'
import { createLongPollSlots } from './createLongPollSlots.ts'
import { findDeviceApproval } from './deviceApprovalLinks.ts'
import { registerFarcasterRoutes } from './farcasterRoutes.ts'
import { finishSocialLogin } from './finishSocialLogin.ts'
import { hasDeviceWaitSubject } from './hasDeviceWaitSubject.ts'
import { isSignInOriginAllowed } from './isSignInOriginAllowed.ts'
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
import { toUserWithAccounts } from './users.ts'
import { verifyOtp } from './verifyOtp.ts'
import { waitForDeviceApproval } from './waitForDeviceApproval.ts'

export interface AuthPluginOptions {
  context: AuthContext
  /** Where the per-IP limits count (Redis when configured, so across processes). */
  shared: SharedState
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

/** How many `POST /auth/v1/device/wait` long polls one client IP may hold open at once. */
export const MAX_DEVICE_WAITS_PER_CLIENT = 4

// The approval page: nothing remote, not framable, its form posting only here, never cached,
// and no Referer leaking the token.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const PAGE_STATUS: Record<ApprovalPageKind, number> = {
  confirm: 200,
  approved: 200,
  invalid: 400,
  codeNotSent: 502,
}

/**
 * Embedded-wallet sign-in (the secure site is the only client; see the README's
 * "Embedded-wallet sign-in" for the contract). Every sign-in step first checks that `projectId`
 * names a project that allows the dApp `origin` (`checkSignInOrigin`: 401 INVALID_PROJECT_ID,
 * 403 ORIGIN_NOT_ALLOWED 'Unauthorized: origin not allowed'), before any e-mail, rate slot or
 * code try:
 * - `POST /auth/v1/email/start` `{ email, deviceId, projectId, origin }` → `{ action }`:
 *   `VERIFY_OTP` (code e-mailed) for a device trusted for that address on that origin,
 *   otherwise `VERIFY_DEVICE` (approval link e-mailed), for a new and a known address alike
 * - `GET /auth/v1/device/approve?token=` → an HTML page naming the site, with a button; changes
 *   nothing (nor does HEAD). `POST /auth/v1/device/approve` (form field `token`) → approves,
 *   sends the code, answers a page
 * - `POST /auth/v1/device/wait` `{ email, deviceId, projectId, origin }` → `{ approved }`
 *   (long poll; at most `MAX_DEVICE_WAITS_PER_CLIENT` per client IP, then 429 RATE_LIMITED;
 *   `{ approved: false }` at once when that triple has no pending approval link nor trust)
 * - `POST /auth/v1/otp/verify` `{ email, deviceId, otp, projectId, origin }` →
 *   `{ token, expiresAt, user }`; the session is bound to (projectId, origin)
 * - Bearer (the session's project must still allow its origin, else 401 SESSION_EXPIRED):
 *   `GET /auth/v1/user`, `PUT /auth/v1/key`, `POST /auth/v1/key/unlock`, `POST /auth/v1/sign-out`,
 *   `POST /auth/v1/email/update`, `…/update/primary`, `…/update/secondary`
 * - Social (with `auth.social`): `POST /auth/v1/social/start`
 *   `{ provider, deviceId, projectId, origin }` → `{ uri, flowId }`,
 *   `GET /auth/v1/social/requests/:state` → `{ origin }` (only to a caller whose Origin is one of
 *   `auth.secureSiteOrigins`, else 404 as for an unknown state; the stored request's project must still allow its
 *   origin), `POST /auth/v1/social/connect` `{ resultUri, flowId, deviceId }` →
 *   `{ token, expiresAt, user }` (user with `userName`, `socialProvider`; the stored request's
 *   project must still allow its origin), or, for an existing account on a (device, origin) its
 *   e-mail has not approved, `{ action: 'VERIFY_DEVICE', email, loginToken, expiresAt }` and an
 *   approval e-mail; then `POST /auth/v1/social/finish` `{ loginToken, deviceId, projectId,
 *   origin }` → `{ token, expiresAt, user }` once approved (409 DEVICE_NOT_APPROVED before)
 * - Farcaster (with `auth.farcaster`; farcasterRoutes.ts): `POST /auth/v1/farcaster/channel`
 *   `{ deviceId, projectId, origin }` → `{ url, channelToken }`, `POST /auth/v1/farcaster/connect`
 *   `{ channelToken }` → `{ state: 'pending' }` (ask again) or `{ token, expiresAt, user }` (user
 *   with `userName`, `socialProvider: 'farcaster'`, `profileImage`); 410 once expired, 401 for a
 *   signature that does not verify, 502 when the relay or the ID registry cannot be reached
 *
 * Per client IP: `auth.maxCodeChecksPerIpPerMinute` code and token checks (`otp/verify`,
 * `email/update/primary`, `…/secondary`, `device/approve` POST, `social/connect`,
 * `social/finish`) and `auth.maxRequestsPerIpPerMinute` requests of every other route, then 429
 * RATE_LIMITED 'Please try again after N seconds' with `Retry-After` (on top of the hourly send
 * limits and the long-poll slots).
 *
 * Every answer under `/auth/v1/` carries `Cache-Control: no-store`.
 *
 * @example
 * await app.register(authPlugin, { context: { db, settings: config.auth, keys, mailer, now: Date.now } })
 */
export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (
  app,
  { context, shared },
) => {
  const { settings } = context
  // Code checks fail closed while Redis is away (they guard against guessing); the rest fail
  // open, as refusing them would stop every sign-in while the per-code and send limits hold.
  const codeChecks = shared.rateLimiter('auth-code-checks', {
    limit: settings.maxCodeChecksPerIpPerMinute,
    windowMs: 60_000,
    now: context.now,
    whenUnavailable: 'refuse',
  })
  const requests = shared.rateLimiter('auth-requests', {
    limit: settings.maxRequestsPerIpPerMinute,
    windowMs: 60_000,
    now: context.now,
    whenUnavailable: 'allow',
  })
  const limitPerIp = (limiter: RateLimiter, what: string) => async (request: FastifyRequest) => {
    const decision = await limiter.take(request.ip)
    if (!decision.allowed)
      throw new AuthRequestLimitedError(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)), {
        details: `${request.ip}: ${what}`,
      })
  }
  const requestLimit = limitPerIp(requests, `${settings.maxRequestsPerIpPerMinute} a minute`)
  const codeCheckLimit = limitPerIp(
    codeChecks,
    `${settings.maxCodeChecksPerIpPerMinute} code checks a minute`,
  )
  const sessionGuard = createSessionGuard(context)
  const requireSession = {
    onRequest: requestLimit,
    preHandler: sessionGuard,
    bodyLimit: AUTH_BODY_LIMIT,
  }
  const plain = { onRequest: requestLimit, bodyLimit: AUTH_BODY_LIMIT }
  // Routes that check a code or a token, limited on their own (tighter).
  const codeCheck = { onRequest: codeCheckLimit, bodyLimit: AUTH_BODY_LIMIT }
  const codeCheckWithSession = { ...codeCheck, preHandler: sessionGuard }
  app.decorateRequest('authSession', null)

  acceptEmptyJsonBody(app)

  // Codes, tokens, keys, who is signed in: no answer here may be kept by a cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  // Long polls end (with approved: false) when the server closes, so closing does not wait.
  const closing = new AbortController()
  app.addHook('preClose', async () => closing.abort())
  const waits = createLongPollSlots({ maxPerClient: MAX_DEVICE_WAITS_PER_CLIENT, now: context.now })

  app.post('/auth/v1/email/start', plain, async (request) =>
    startEmailLogin(context, { ...parseStartBody(request.body), ip: request.ip }),
  )

  // The link only shows what it would approve; a mail scanner or link preview fetching it (GET
  // or HEAD) changes nothing. The page's button posts the token.
  app.get('/auth/v1/device/approve', plain, async (request, reply) => {
    const token = readApprovalToken(request.query)
    const approval = token === undefined ? undefined : await findLiveApproval(context, token)
    const page: ApprovalPage =
      approval === undefined || token === undefined
        ? { kind: 'invalid' }
        : { kind: 'confirm', origin: approval.origin, requestedAt: approval.createdAt, token }
    return sendPage(reply, page)
  })

  // The form's POST (application/x-www-form-urlencoded), parsed in this route's scope only: the
  // other routes keep taking JSON alone, which a cross-site form cannot send.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
      (_request, body, done) => done(null, parseFormFields(String(body))),
    )
    scope.post('/auth/v1/device/approve', codeCheck, async (request, reply) => {
      const token = readApprovalToken(request.body)
      const approval = token === undefined ? undefined : await approveDevice(context, token)
      if (approval === undefined) return sendPage(reply, { kind: 'invalid' })
      if (approval.codeError !== undefined) {
        request.log.warn({ err: approval.codeError }, 'device approved, but the code e-mail failed')
        return sendPage(reply, { kind: 'codeNotSent', origin: approval.origin })
      }
      return sendPage(reply, {
        kind: 'approved',
        origin: approval.origin,
        codeFollows: approval.purpose === 'email',
      })
    })
  })

  app.post('/auth/v1/device/wait', plain, async (request, reply) => {
    // Listen for the hang-up before any await: a client gone during the checks below must not
    // leave a poll reading the database for the whole wait while holding its slot.
    const gone = new AbortController()
    reply.raw.once('close', () => gone.abort())
    // Read now: once the socket is gone, `request.ip` is undefined (one shared key for all).
    const client = request.ip
    const { email, deviceId, projectId, origin } = parseWaitBody(request.body)
    await checkSignInOrigin(context, { projectId, origin })
    // Nothing to wait for (no pending link, no trust): answered at once, no slot, no poll.
    if (!(await hasDeviceWaitSubject(context, { email, deviceId, origin })))
      return { approved: false }
    // Gone even before this handler ran (the listener above came too late for that).
    if (gone.signal.aborted || reply.raw.destroyed || request.raw.socket?.destroyed === true)
      return { approved: false }
    const taken = waits.take(client, context.now() + context.settings.deviceWaitMs)
    if ('retryAfterMs' in taken)
      throw new DeviceWaitLimitedError(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)), {
        details: `${client} holds ${MAX_DEVICE_WAITS_PER_CLIENT} waits`,
      })
    try {
      const signal = AbortSignal.any([gone.signal, closing.signal])
      const approved = await waitForDeviceApproval(context, { email, deviceId, origin, signal })
      return { approved }
    } finally {
      taken.slot.release()
    }
  })

  app.post('/auth/v1/otp/verify', codeCheck, async (request) =>
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

  // Only the secure site's callback page asks (a CORS request from its origin): any other
  // caller (a page elsewhere, a request naming no such Origin) gets the unknown state's 404.
  app.get('/auth/v1/social/requests/:state', plain, async (request) => {
    const caller = request.headers.origin
    if (caller === undefined || !settings.secureSiteOrigins.includes(caller))
      throw new NotFoundError('Sign-in request not found', {
        details: `asked from ${String(caller).slice(0, 200)}`,
      })
    return findSocialRequestOrigin(context, readSocialState(request.params))
  })

  app.post('/auth/v1/social/connect', codeCheck, async (request) =>
    connectSocial(context, socialClients, {
      ...parseSocialConnectBody(request.body),
      ip: request.ip,
    }),
  )

  app.post('/auth/v1/social/finish', codeCheck, async (request) =>
    finishSocialLogin(context, parseSocialFinishBody(request.body)),
  )

  registerFarcasterRoutes(app, {
    context,
    requestLimit,
    codeCheckLimit,
    bodyLimit: AUTH_BODY_LIMIT,
    maxWaitsPerClient: MAX_DEVICE_WAITS_PER_CLIENT,
    closing: closing.signal,
  })

  app.get('/auth/v1/user', requireSession, async (request) =>
    toUserWithAccounts(sessionOf(request).user),
  )

  app.put('/auth/v1/key', requireSession, async (request, reply) => {
    const { namespace, ...key } = parseKeyBody(request.body)
    await storeUserKey(context, sessionOf(request).user.id, key, namespace)
    return reply.code(201).send({ address: key.address })
  })

  app.post('/auth/v1/key/unlock', requireSession, async (request) => {
    const namespace = parseUnlockBody(request.body)
    const key = await unlockUserKey(context, sessionOf(request).user.id, namespace)
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

  app.post('/auth/v1/email/update/primary', codeCheckWithSession, async (request) =>
    confirmEmailChangePrimary(context, {
      user: sessionOf(request).user,
      otp: parseOtpBody(request.body),
      ip: request.ip,
    }),
  )

  app.post('/auth/v1/email/update/secondary', codeCheckWithSession, async (request) =>
    confirmEmailChangeSecondary(context, {
      user: sessionOf(request).user,
      otp: parseOtpBody(request.body),
    }),
  )
}

function sendPage(reply: FastifyReply, page: ApprovalPage) {
  return reply.code(PAGE_STATUS[page.kind]).headers(PAGE_HEADERS).send(renderApprovalPage(page))
}

// A pending approval whose project still allows its origin (else the page says invalid).
async function findLiveApproval(context: AuthContext, token: string) {
  const approval = await findDeviceApproval(context, token)
  if (approval === undefined) return undefined
  return (await isSignInOriginAllowed(context, approval)) ? approval : undefined
}

// `token=…`: a field given twice becomes a list (and is then refused by the token schema).
function parseFormFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields[name]
    fields[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return fields
}
