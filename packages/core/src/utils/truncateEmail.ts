import { EMAIL_DISPLAY_KEEP, EMAIL_DISPLAY_MAX } from '../constants.ts'

/**
 * An e-mail longer than 30 characters shows its first 27 and '...' (spec §5).
 *
 * @example
 * truncateEmail('a.very.long.address@example-company.com') // 'a.very.long.address@example...'
 */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX ? `${email.slice(0, EMAIL_DISPLAY_KEEP)}...` : email
}
