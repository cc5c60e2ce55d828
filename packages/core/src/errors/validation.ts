import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * The default validation messages (spec §8 Rates: 'Required', 'Invalid input'), for a field
 * whose rule has no more specific words of its own.
 *
 * @example
 * VALIDATION_MESSAGES.REQUIRED // 'Required'
 */
export const VALIDATION_MESSAGES = {
  /** A required field left empty. */
  REQUIRED: 'Required',
  /** A value a field does not accept. */
  INVALID_INPUT: 'Invalid input',
} as const

/**
 * A required field was left empty (spec §8 'Required'), e.g. the e-mail or the one-time code.
 * `field` names it.
 *
 * @example
 * throw new RequiredFieldError('email')
 */
export class RequiredFieldError extends PorticoError {
  override name = 'RequiredFieldError'
  readonly field: string
  constructor(field: string, options: PorticoErrorOptions = {}) {
    super(VALIDATION_MESSAGES.REQUIRED, { details: `${field} is empty`, ...options })
    this.field = field
  }
}
export type RequiredFieldErrorType = RequiredFieldError & { name: 'RequiredFieldError' }
