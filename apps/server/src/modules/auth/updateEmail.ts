import { and, eq, gt } from 'drizzle-orm'
import { isUniqueViolation, tablesOf } from '../../db/database.ts'
import { EmailTakenError, NoEmailError, OtpExpiredError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { emailChangeEmail, emailTakenNoticeEmail } from './authEmails.ts'
import { moveTrustedDevices } from './devices.ts'
import { consumeCode, discardCode, issueCode } from './oneTimeCodes.ts'
import { reserveSend } from './rateCheck.ts'
import { type AuthUserRow, findUserByEmail } from './users.ts'

/*
 * Changing a user's e-mail address takes two codes: one sent to the current address (proving
 * the owner asks), then one sent to the new address (proving it is theirs). The pending change
 * lives in the database and expires with its code.
 */

type ChangeStage = 'primary' | 'secondary'

/**
 * `POST /auth/v1/email/update`: starts a change to `newEmail` and e-mails a code to the CURRENT
 * address. Whether `newEmail` is another user's is NOT looked at here (that answer would tell a
 * signed-in caller, as often as they liked, which addresses have accounts): a taken address gets
 * the same answer, and only its own mailbox learns more, at the next step. Throws
 * `EmailTakenError` (409) when `newEmail` is the current address, `NoEmailError` (409) for a user
 * without an address, and the rate check's 429 (keyed on the current address).
 *
 * @example
 * await requestEmailChange(context, { user, newEmail: 'new@example.org', ip })
 */
export async function requestEmailChange(
  context: AuthContext,
  parameters: { user: AuthUserRow; newEmail: string; ip: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const { authEmailChanges } = tablesOf(context.db)
  const { user, newEmail } = parameters
  // A social sign-in without a verified e-mail has no current address to send the first code to.
  const currentEmail = user.email
  if (currentEmail === null) throw new NoEmailError()
  if (newEmail === currentEmail) throw new EmailTakenError()
  const reservation = await reserveSend(context, {
    email: currentEmail,
    ip: parameters.ip,
    purpose: 'email-change',
  })
  try {
    const code = await issueCode(context, {
      purpose: 'email_primary',
      subject: user.id,
      deviceId: null,
      origin: null,
    })
    await discardCode(context, 'email_secondary', user.id)
    const now = context.now()
    const change = {
      newEmail,
      stage: 'primary' satisfies ChangeStage,
      createdAt: now,
      expiresAt: now + context.settings.codeTtlMs,
    }
    await context.db
      .insert(authEmailChanges)
      .values({ userId: user.id, ...change })
      .onConflictDoUpdate({ target: authEmailChanges.userId, set: change })
    await context.mailer.send(
      emailChangeEmail({
        to: currentEmail,
        newEmail,
        code,
        ttlMs: context.settings.codeTtlMs,
        step: 'current',
      }),
    )
  } catch (error) {
    await reservation.release()
    throw error
  }
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/**
 * `POST /auth/v1/email/update/primary`: checks the code sent to the current address, then
 * e-mails a code to the new address. The new address's rate check comes first, so a 429 leaves
 * the first code usable. When the new address already has an account it gets a notice instead
 * (`emailTakenNoticeEmail`: nothing changed) and the code made for it is never sent, so the
 * secondary step cannot succeed; the answer, the stored state and the rate slot are as for a
 * free address, so the caller learns nothing without that mailbox.
 *
 * @example
 * await confirmEmailChangePrimary(context, { user, otp, ip })
 */
export async function confirmEmailChangePrimary(
  context: AuthContext,
  parameters: { user: AuthUserRow; otp: string; ip: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const { authEmailChanges } = tablesOf(context.db)
  const { user } = parameters
  const change = await findPendingChange(context, user.id, 'primary')
  const reservation = await reserveSend(context, {
    email: change.newEmail,
    ip: parameters.ip,
    purpose: 'email-change',
  })
  try {
    await consumeCode(
      context,
      { purpose: 'email_primary', subject: user.id, deviceId: null, origin: null },
      parameters.otp,
    )
    const taken = (await findUserByEmail(context.db, change.newEmail)) !== undefined
    // Made either way (a wrong guess at the secondary step answers the same); sent only to a
    // free address.
    const code = await issueCode(context, {
      purpose: 'email_secondary',
      subject: user.id,
      deviceId: null,
      origin: null,
    })
    await context.db
      .update(authEmailChanges)
      .set({
        stage: 'secondary' satisfies ChangeStage,
        expiresAt: context.now() + context.settings.codeTtlMs,
      })
      .where(eq(authEmailChanges.userId, user.id))
    await context.mailer.send(
      taken
        ? emailTakenNoticeEmail({ to: change.newEmail })
        : emailChangeEmail({
            to: change.newEmail,
            newEmail: change.newEmail,
            code,
            ttlMs: context.settings.codeTtlMs,
            step: 'new',
          }),
    )
  } catch (error) {
    await reservation.release()
    throw error
  }
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/**
 * `POST /auth/v1/email/update/secondary`: checks the code sent to the new address, then makes it
 * the user's address; the devices trusted for the old address are trusted for the new one
 * (both addresses proved theirs by a code). Throws `EmailTakenError` when another user has it
 * (took it after the code was sent: the code never goes to an address already taken).
 *
 * @example
 * const { email } = await confirmEmailChangeSecondary(context, { user, otp })
 */
export async function confirmEmailChangeSecondary(
  context: AuthContext,
  parameters: { user: AuthUserRow; otp: string },
): Promise<{ email: string }> {
  const { authEmailChanges, authUsers } = tablesOf(context.db)
  const { user } = parameters
  const change = await findPendingChange(context, user.id, 'secondary')
  await consumeCode(
    context,
    { purpose: 'email_secondary', subject: user.id, deviceId: null, origin: null },
    parameters.otp,
  )
  if ((await findUserByEmail(context.db, change.newEmail)) !== undefined)
    throw new EmailTakenError()
  try {
    await context.db
      .update(authUsers)
      .set({ email: change.newEmail, updatedAt: context.now() })
      .where(eq(authUsers.id, user.id))
  } catch (error) {
    // The unique index on email: another user took the address between the check and now.
    if (isUniqueViolation(error)) throw new EmailTakenError()
    throw error
  }
  await context.db.delete(authEmailChanges).where(eq(authEmailChanges.userId, user.id))
  if (user.email !== null)
    await moveTrustedDevices(context.db, { from: user.email, to: change.newEmail })
  return { email: change.newEmail }
}

// The live change at this stage; anything else (none, other stage, expired) reads as an expired
// code, since the change expires with its code.
async function findPendingChange(context: AuthContext, userId: string, stage: ChangeStage) {
  const { authEmailChanges } = tablesOf(context.db)
  const [change] = await context.db
    .select({ newEmail: authEmailChanges.newEmail })
    .from(authEmailChanges)
    .where(
      and(
        eq(authEmailChanges.userId, userId),
        eq(authEmailChanges.stage, stage),
        gt(authEmailChanges.expiresAt, context.now()),
      ),
    )
  if (change === undefined) throw new OtpExpiredError()
  return change
}
