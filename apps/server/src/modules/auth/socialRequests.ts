import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import { hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { tablesOf } from '../../db/database.ts'
import { NotFoundError } from '../../errors/apiErrors.ts'
import { SocialRequestInvalidError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { unwrapSecret, wrapSecret } from './wrapSecret.ts'

/** A pending social sign-in, as the connect step needs it. */
export interface SocialRequest {
  state: string
  provider: string
  projectId: string
  origin: string
  deviceId: string
  codeVerifier: string
  nonce: string | null
}

// The verifier is wrapped with the master key's wrap key, bound to its request (AAD): the
// database alone never holds a usable PKCE verifier.
const verifierContext = (state: string) => `social-request:${state}`

/**
 * Stores a started social sign-in for `auth.social.requestTtlMs` (10 min by default). Expired
 * requests of everyone are cleared on the way.
 *
 * @example
 * await saveSocialRequest(context, { state, provider: 'google', projectId, origin, deviceId, flowId, codeVerifier, nonce })
 */
export async function saveSocialRequest(
  context: AuthContext,
  request: Omit<SocialRequest, 'codeVerifier'> & { codeVerifier: string; flowId: string },
): Promise<void> {
  const { authSocialRequests } = tablesOf(context.db)
  const now = context.now()
  const ttlMs = context.settings.social?.requestTtlMs ?? 600_000
  await context.db.delete(authSocialRequests).where(lte(authSocialRequests.expiresAt, now))
  await context.db.insert(authSocialRequests).values({
    state: request.state,
    provider: request.provider,
    projectId: request.projectId,
    origin: request.origin,
    deviceId: request.deviceId,
    flowIdHash: hashToken(request.flowId),
    wrappedCodeVerifier: wrapSecret(
      context.keys.wrapKey,
      Buffer.from(request.codeVerifier, 'utf8'),
      verifierContext(request.state),
    ),
    nonce: request.nonce,
    createdAt: now,
    expiresAt: now + ttlMs,
  })
}

/**
 * `GET /auth/v1/social/requests/:state`: the dApp origin of a pending request, where the
 * callback page posts the result. Throws `NotFoundError` (404) for an unknown, used or expired
 * state; then the request's project must still exist and allow its origin (`checkSignInOrigin`:
 * 401 INVALID_PROJECT_ID, 403 ORIGIN_NOT_ALLOWED), so a result is never posted to an origin the
 * project stopped allowing. (The route also takes only the secure site's own pages as callers.)
 *
 * @example
 * const { origin } = await findSocialRequestOrigin(context, state)
 */
export async function findSocialRequestOrigin(
  context: AuthContext,
  state: string,
): Promise<{ origin: string }> {
  const { authSocialRequests } = tablesOf(context.db)
  const notFound = new NotFoundError('Sign-in request not found')
  if (!SECRET_TOKEN_PATTERN.test(state)) throw notFound
  const [row] = await context.db
    .select({ origin: authSocialRequests.origin, projectId: authSocialRequests.projectId })
    .from(authSocialRequests)
    .where(
      and(
        eq(authSocialRequests.state, state),
        isNull(authSocialRequests.usedAt),
        gt(authSocialRequests.expiresAt, context.now()),
      ),
    )
  if (row === undefined) throw notFound
  await checkSignInOrigin(context, row)
  return { origin: row.origin }
}

/**
 * Uses up the pending request with this state, if the flow id and the device match: one
 * statement, so two connects cannot both use it. A wrong flow id or device leaves it usable.
 * Throws `SocialRequestInvalidError` saying why otherwise.
 *
 * @example
 * const request = await consumeSocialRequest(context, { state, flowId, deviceId })
 */
export async function consumeSocialRequest(
  context: AuthContext,
  parameters: { state: string; flowId: string; deviceId: string },
): Promise<SocialRequest> {
  const { authSocialRequests } = tablesOf(context.db)
  const { state } = parameters
  const now = context.now()
  const [row] = SECRET_TOKEN_PATTERN.test(state)
    ? await context.db
        .update(authSocialRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(authSocialRequests.state, state),
            eq(authSocialRequests.flowIdHash, hashToken(parameters.flowId)),
            eq(authSocialRequests.deviceId, parameters.deviceId),
            isNull(authSocialRequests.usedAt),
            gt(authSocialRequests.expiresAt, now),
          ),
        )
        .returning()
    : []
  if (row === undefined)
    throw new SocialRequestInvalidError({ details: await whyNot(context, parameters) })
  return {
    state: row.state,
    provider: row.provider,
    projectId: row.projectId,
    origin: row.origin,
    deviceId: row.deviceId,
    nonce: row.nonce,
    codeVerifier: unwrapSecret(
      context.keys.wrapKey,
      row.wrappedCodeVerifier,
      verifierContext(row.state),
    ).toString('utf8'),
  }
}

// For the logs only: the answer is the same whatever the reason.
async function whyNot(
  context: AuthContext,
  parameters: { state: string; flowId: string; deviceId: string },
): Promise<string> {
  const { authSocialRequests } = tablesOf(context.db)
  if (!SECRET_TOKEN_PATTERN.test(parameters.state)) return 'malformed state'
  const [row] = await context.db
    .select()
    .from(authSocialRequests)
    .where(eq(authSocialRequests.state, parameters.state))
  if (row === undefined) return 'unknown state'
  if (row.usedAt !== null) return 'already used'
  if (row.expiresAt <= context.now()) return 'expired'
  if (row.flowIdHash !== hashToken(parameters.flowId)) return 'another flow'
  return 'another device'
}
