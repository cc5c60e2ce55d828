import type { AuthContext } from './authContext.ts'
import { otpEmail } from './authEmails.ts'
import { issueCode } from './oneTimeCodes.ts'

export interface SendLoginCodeParameters {
  /** Lower-cased, trimmed. */
  email: string
  /** The only device that may use the code. */
  deviceId: string
  /** The only dApp origin the code works for; the e-mail names it. */
  origin: string
}

/**
 * Issues a sign-in code for the e-mail address, usable only on `deviceId` for `origin`, and
 * e-mails it (subject `Your Portico code: 123456`, the text naming the site).
 *
 * @example
 * await sendLoginCode(context, { email: 'ada@example.org', deviceId, origin: 'https://shop.example' })
 */
export async function sendLoginCode(
  context: AuthContext,
  parameters: SendLoginCodeParameters,
): Promise<void> {
  const code = await issueCode(context, {
    purpose: 'login',
    subject: parameters.email,
    deviceId: parameters.deviceId,
    origin: parameters.origin,
  })
  await context.mailer.send(
    otpEmail({
      to: parameters.email,
      code,
      origin: parameters.origin,
      ttlMs: context.settings.codeTtlMs,
    }),
  )
}
