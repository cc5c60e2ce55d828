import type { AuthContext } from './authContext.ts'
import { otpEmail } from './authEmails.ts'
import { issueCode } from './oneTimeCodes.ts'

/**
 * Issues a sign-in code for the e-mail address, usable only on `deviceId`, and e-mails it
 * (subject `Your Portico code: 123456`).
 *
 * @example
 * await sendLoginCode(context, { email: 'ada@example.org', deviceId })
 */
export async function sendLoginCode(
  context: AuthContext,
  parameters: { email: string; deviceId: string },
): Promise<void> {
  const code = await issueCode(context, {
    purpose: 'login',
    subject: parameters.email,
    deviceId: parameters.deviceId,
  })
  await context.mailer.send(
    otpEmail({ to: parameters.email, code, ttlMs: context.settings.codeTtlMs }),
  )
}
