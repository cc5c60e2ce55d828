import { eq, lte } from 'drizzle-orm'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { createSecretToken, hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { tablesOf } from '../../db/database.ts'
import { InvalidProjectIdError, OriginNotAllowedError } from '../../errors/apiErrors.ts'
import { SessionExpiredError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { type AuthUserRow, findUserById } from './users.ts'

/** The signed-in user of a Bearer request, set by the session guard. */
export interface AuthSession {
  /** sha256 of the bearer token: the session's key. */
  tokenHash: string
  user: AuthUserRow
  /** The project the session was made for; it still exists and allows `origin`. */
  projectId: string
  /** The dApp origin the session was made on. */
  origin: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on Bearer routes of the auth module; null elsewhere. */
    authSession: AuthSession | null
  }
}

export interface CreateSessionReturnType {
  /** 32 random bytes, base64url; only its SHA-256 is stored. */
  token: string
  /** Unix milliseconds. */
  expiresAt: number
}

export interface CreateSessionParameters {
  userId: string
  deviceId: string
  /** The project of the sign-in, checked already. */
  projectId: string
  /** The dApp origin the frame reported, allowed by the project (checked already). */
  origin: string
}

/**
 * Starts a session for the user on a device, bound to the project and dApp origin of the
 * sign-in; it lasts `auth.sessionTtlMs`. Expired sessions of everyone are cleared on the way.
 *
 * @example
 * const { token, expiresAt } = await createSession(context, { userId, deviceId, projectId, origin })
 */
export async function createSession(
  context: AuthContext,
  parameters: CreateSessionParameters,
): Promise<CreateSessionReturnType> {
  const { authSessions } = tablesOf(context.db)
  const now = context.now()
  const token = createSecretToken()
  const expiresAt = now + context.settings.sessionTtlMs
  await context.db.delete(authSessions).where(lte(authSessions.expiresAt, now))
  await context.db
    .insert(authSessions)
    .values({ tokenHash: hashToken(token), ...parameters, createdAt: now, expiresAt })
  return { token, expiresAt }
}

/**
 * Ends a session: its token stops working at once.
 *
 * @example
 * await deleteSession(context, sessionOf(request).tokenHash)
 */
export async function deleteSession(context: AuthContext, tokenHash: string): Promise<void> {
  const { authSessions } = tablesOf(context.db)
  await context.db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash))
}

/**
 * The `preHandler` of the Bearer routes: reads `Authorization: Bearer <token>` and sets
 * `request.authSession`, or answers 401 SESSION_EXPIRED ('Session expired', `WWW-Authenticate:
 * Bearer`) when the header is missing or the token is malformed, unknown, signed out or
 * expired, or when the session's project is gone or no longer allows its origin (checked on
 * every request, so removing an origin from a project, or turning its defaults off, ends the
 * sessions made there; such a session is deleted).
 *
 * @example
 * app.get('/auth/v1/user', { preHandler: createSessionGuard(context) }, handler)
 */
export function createSessionGuard(context: AuthContext): preHandlerAsyncHookHandler {
  const { authSessions } = tablesOf(context.db)
  return async (request) => {
    const token = readBearerToken(request.headers.authorization)
    if (token === undefined) throw new SessionExpiredError({ details: 'no bearer token' })
    const tokenHash = hashToken(token)
    const [session] = await context.db
      .select({
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        projectId: authSessions.projectId,
        origin: authSessions.origin,
      })
      .from(authSessions)
      .where(eq(authSessions.tokenHash, tokenHash))
    if (session === undefined) throw new SessionExpiredError({ details: 'unknown token' })
    if (session.expiresAt <= context.now()) {
      await deleteSession(context, tokenHash)
      throw new SessionExpiredError({ details: 'expired' })
    }
    const { projectId, origin } = session
    try {
      await checkSignInOrigin(context, { projectId, origin })
    } catch (error) {
      if (!(error instanceof InvalidProjectIdError || error instanceof OriginNotAllowedError))
        throw error
      await deleteSession(context, tokenHash)
      throw new SessionExpiredError({ cause: error, details: `${origin} no longer allowed` })
    }
    const user = await findUserById(context.db, session.userId)
    if (user === undefined) throw new SessionExpiredError({ details: 'user gone' })
    request.authSession = { tokenHash, user, projectId, origin }
  }
}

/**
 * The session the guard resolved. Only for handlers behind the guard.
 *
 * @example
 * const { user } = sessionOf(request)
 */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (request.authSession === null)
    throw new Error('sessionOf() used on a route without the session guard')
  return request.authSession
}

function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '')
  const token = match?.[1]
  return token !== undefined && SECRET_TOKEN_PATTERN.test(token) ? token : undefined
}
