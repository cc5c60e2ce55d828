import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import { InvalidOtpError, OtpExpiredError, OtpLockedError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'

/** What a code is for: signing in, or each step of an e-mail change. */
export type CodePurpose = 'login' | 'email_primary' | 'email_secondary'

export interface CodeTarget {
  purpose: CodePurpose
  /** Login: the e-mail address; e-mail change: the user id. */
  subject: string
  /** Login: the one device that may use the code; null for e-mail change codes. */
  deviceId: string | null
  /** Login: the one dApp origin the code works for; null for e-mail change codes. */
  origin: string | null
}

/**
 * Makes a new 6-digit code for `target` (crypto.randomInt) and stores only its HMAC, replacing
 * any older code for the same purpose and subject. Returns the code, to be e-mailed.
 *
 * @example
 * const code = await issueCode(context, { purpose: 'login', subject: email, deviceId, origin })
 */
export async function issueCode(context: AuthContext, target: CodeTarget): Promise<string> {
  const { authCodes } = tablesOf(context.db)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = context.now()
  const values = {
    codeHmac: codeHmac(context, target, code),
    deviceId: target.deviceId,
    origin: target.origin,
    attempts: 0,
    createdAt: now,
    expiresAt: now + context.settings.codeTtlMs,
  }
  await context.db
    .insert(authCodes)
    .values({ purpose: target.purpose, subject: target.subject, ...values })
    .onConflictDoUpdate({ target: [authCodes.purpose, authCodes.subject], set: values })
  return code
}

/**
 * Checks a typed code and uses it up. Each call first takes one try from the code atomically, so
 * parallel guesses cannot get past `auth.maxOtpAttempts`; then the HMACs are compared in constant
 * time. Throws `OtpExpiredError` (none, expired, used, or for another device or origin),
 * `OtpLockedError` (no tries left) or `InvalidOtpError` with `attemptsLeft` (wrong code).
 *
 * @example
 * await consumeCode(context, { purpose: 'login', subject: email, deviceId, origin }, otp)
 */
export async function consumeCode(
  context: AuthContext,
  target: CodeTarget,
  otp: string,
): Promise<void> {
  const { authCodes } = tablesOf(context.db)
  const { db } = context
  const now = context.now()
  const maxAttempts = context.settings.maxOtpAttempts
  const sameCode = and(
    eq(authCodes.purpose, target.purpose),
    eq(authCodes.subject, target.subject),
    target.deviceId === null ? isNull(authCodes.deviceId) : eq(authCodes.deviceId, target.deviceId),
    target.origin === null ? isNull(authCodes.origin) : eq(authCodes.origin, target.origin),
  )
  const [taken] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(sameCode, gt(authCodes.expiresAt, now), lt(authCodes.attempts, maxAttempts)))
    .returning({ codeHmac: authCodes.codeHmac, attempts: authCodes.attempts })
  if (taken === undefined) {
    const [row] = await db
      .select({ expiresAt: authCodes.expiresAt })
      .from(authCodes)
      .where(sameCode)
    if (row === undefined || row.expiresAt <= now) throw new OtpExpiredError()
    throw new OtpLockedError()
  }
  const expected = Buffer.from(taken.codeHmac, 'hex')
  const given = Buffer.from(codeHmac(context, target, otp), 'hex')
  if (!timingSafeEqual(expected, given)) throw new InvalidOtpError(maxAttempts - taken.attempts)
  // Only the code just checked is removed: a parallel request that used it first, or a newer
  // code that replaced it, leaves nothing to remove, and then this one counts as used.
  const used = await db
    .delete(authCodes)
    .where(and(sameCode, eq(authCodes.codeHmac, taken.codeHmac)))
    .returning({ purpose: authCodes.purpose })
  if (used.length === 0) throw new OtpExpiredError()
}

/**
 * Removes the live code for a purpose and subject, if any.
 *
 * @example
 * await discardCode(context, 'email_secondary', user.id)
 */
export async function discardCode(
  context: AuthContext,
  purpose: CodePurpose,
  subject: string,
): Promise<void> {
  const { authCodes } = tablesOf(context.db)
  await context.db
    .delete(authCodes)
    .where(and(eq(authCodes.purpose, purpose), eq(authCodes.subject, subject)))
}

// HMAC-SHA256 under a key derived from the master key. Purpose and subject are part of the input,
// so equal codes for two people (or two steps) never share an HMAC.
function codeHmac(context: AuthContext, target: CodeTarget, code: string): string {
  return createHmac('sha256', context.keys.codeKey)
    .update(`${target.purpose}\n${target.subject}\n${code}`)
    .digest('hex')
}
