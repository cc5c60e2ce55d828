import * as v from 'valibot'
import { InvalidEmailError, InvalidOtpError } from '../errors/auth.ts'
import { emailSchema, otpSchema } from '../schemas/emailSchema.ts'

/** The typed e-mail, trimmed, or `InvalidEmailError` (spec §5). */
export function parseEmail(email: string): string {
  const parsed = v.safeParse(emailSchema, email)
  if (!parsed.success) throw new InvalidEmailError({ details: `Rejected '${email.slice(0, 64)}'` })
  return parsed.output
}

/** The typed one-time code, trimmed: a string of no stated length (spec §5), at most 64 here. */
export function parseOtp(otp: string): string {
  const parsed = v.safeParse(otpSchema, otp)
  if (!parsed.success) throw new InvalidOtpError()
  return parsed.output
}
