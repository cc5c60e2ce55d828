import * as v from 'valibot'
import { VALIDATION_MESSAGES } from '../errors/validation.ts'

/**
 * Spec §5: e-mail fields must be valid e-mail addresses; trimmed, at most 254 characters. The
 * kit, the secure site and the server all check with this one schema.
 *
 * @example
 * v.parse(emailSchema, ' ada@example.com ') // 'ada@example.com'
 */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
)

/**
 * Spec §5: the one-time code is a string of no stated length; bounded (1 to 64 characters) so
 * that no page can flood the frame or the server with it.
 *
 * @example
 * v.parse(otpSchema, ' 123456 ') // '123456'
 */
export const otpSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, VALIDATION_MESSAGES.REQUIRED),
  v.maxLength(64, VALIDATION_MESSAGES.INVALID_INPUT),
)
