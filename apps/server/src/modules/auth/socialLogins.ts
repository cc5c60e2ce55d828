import { and, eq, exists, gt, lte } from 'drizzle-orm'
import { createSecretToken, hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { tablesOf } from '../../db/database.ts'
import { DeviceNotApprovedError, SocialRequestInvalidError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { DEVICE_APPROVAL_TTL_MS } from './deviceApprovalLinks.ts'
import { isDeviceTrusted } from './devices.ts'
import type { SocialLoginProvider } from './socialConfig.ts'

/** A social sign-in of an existing account, waiting for the account's e-mail to approve. */
export interface PendingSocialLogin {
  userId: string
  /** The account's e-mail, where the approval link went. */
  email: string
  provider: SocialLoginProvider
  userName: string | null
  deviceId: string
  projectId: string
  origin: string
}

/** Where a pending social login may be redeemed: the device, project and origin it was made on. */
export interface SocialLoginRedeemer {
  deviceId: string
  projectId: string
  origin: string
}

/**
 * Stores a pending social login for as long as its approval link works (15 min) and answers
 * its login token (32 random bytes, base64url) for the frame's memory; only the token's SHA-256
 * is stored. Expired records of everyone are cleared on the way.
 *
 * @example
 * const { loginToken, expiresAt } = await savePendingSocialLogin(context, { userId, email, provider: 'google', userName, deviceId, projectId, origin })
 */
export async function savePendingSocialLogin(
  context: AuthContext,
  login: PendingSocialLogin,
): Promise<{ loginToken: string; expiresAt: number }> {
  const { authSocialLogins } = tablesOf(context.db)
  const now = context.now()
  const loginToken = createSecretToken()
  const expiresAt = now + DEVICE_APPROVAL_TTL_MS
  await context.db.delete(authSocialLogins).where(lte(authSocialLogins.expiresAt, now))
  await context.db
    .insert(authSocialLogins)
    .values({ tokenHash: hashToken(loginToken), ...login, createdAt: now, expiresAt })
  return { loginToken, expiresAt }
}

/**
 * Uses up a pending social login: only on the device, project and origin it was made for, only
 * once the device is trusted for the account's e-mail on that origin (the approval link), and
 * only once (one DELETE … RETURNING whose WHERE holds all of it, so two redeems cannot both
 * win). Throws `DeviceNotApprovedError` (409) while the approval is still awaited (the record
 * stays), and `SocialRequestInvalidError` (400) for an unknown, used or expired token, or
 * another device, project or origin (the record stays for its own device).
 *
 * @example
 * const login = await redeemSocialLogin(context, loginToken, { deviceId, projectId, origin })
 */
export async function redeemSocialLogin(
  context: AuthContext,
  loginToken: string,
  redeemer: SocialLoginRedeemer,
): Promise<PendingSocialLogin> {
  const { authSocialLogins, authDevices } = tablesOf(context.db)
  const { db } = context
  if (!SECRET_TOKEN_PATTERN.test(loginToken))
    throw new SocialRequestInvalidError({ details: 'malformed login token' })
  const tokenHash = hashToken(loginToken)
  const now = context.now()
  const [row] = await db
    .delete(authSocialLogins)
    .where(
      and(
        eq(authSocialLogins.tokenHash, tokenHash),
        eq(authSocialLogins.deviceId, redeemer.deviceId),
        eq(authSocialLogins.projectId, redeemer.projectId),
        eq(authSocialLogins.origin, redeemer.origin),
        gt(authSocialLogins.expiresAt, now),
        exists(
          db
            .select({ email: authDevices.email })
            .from(authDevices)
            .where(
              and(
                eq(authDevices.email, authSocialLogins.email),
                eq(authDevices.deviceId, authSocialLogins.deviceId),
                eq(authDevices.origin, authSocialLogins.origin),
              ),
            ),
        ),
      ),
    )
    .returning()
  if (row !== undefined)
    return {
      userId: row.userId,
      email: row.email,
      provider: row.provider as SocialLoginProvider,
      userName: row.userName,
      deviceId: row.deviceId,
      projectId: row.projectId,
      origin: row.origin,
    }

  // Why not: the record as it is, for the answer and the logs.
  const [pending] = await db
    .select()
    .from(authSocialLogins)
    .where(eq(authSocialLogins.tokenHash, tokenHash))
  if (pending === undefined)
    throw new SocialRequestInvalidError({ details: 'unknown or used login token' })
  if (pending.expiresAt <= now) throw new SocialRequestInvalidError({ details: 'expired' })
  if (
    pending.deviceId !== redeemer.deviceId ||
    pending.projectId !== redeemer.projectId ||
    pending.origin !== redeemer.origin
  )
    throw new SocialRequestInvalidError({ details: 'another device, project or origin' })
  if (!(await isDeviceTrusted(db, pending)))
    throw new DeviceNotApprovedError({ details: `${pending.origin} awaits the e-mail's approval` })
  // Trusted between the two reads: another redeem got it first.
  throw new SocialRequestInvalidError({ details: 'used concurrently' })
}
