import * as v from 'valibot'
import { InvalidEmailError, InvalidOtpError } from '../../errors/auth.ts'
import { RequiredFieldError } from '../../errors/validation.ts'
import { emailSchema, otpSchema } from '../../schemas/emailSchema.ts'

/**
 * The typed e-mail, trimmed; `RequiredFieldError` ('Required') when nothing was typed,
 * `InvalidEmailError` when it is not an address (spec §5, §8).
 */
export function parseEmail(email: string): string {
  if (!email.trim()) throw new RequiredFieldError('email')
  const parsed = v.safeParse(emailSchema, email)
  if (!parsed.success) throw new InvalidEmailError({ details: `Rejected '${email.slice(0, 64)}'` })
  return parsed.output
}

/**
 * The typed one-time code, trimmed: a string of no stated length (spec §5), at most 64 here;
 * `RequiredFieldError` ('Required') when nothing was typed, `InvalidOtpError` when too long.
 */
export function parseOtp(otp: string): string {
  if (!otp.trim()) throw new RequiredFieldError('otp')
  const parsed = v.safeParse(otpSchema, otp)
  if (!parsed.success) throw new InvalidOtpError()
  return parsed.output
}
