import type { SendValidation } from '../types/send.ts'
import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { SEND_MESSAGES } from './sendMessages.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

/**
 * The Send form breaks a rule (spec §5): `message` is the rule's message and `code` its
 * `SendValidationCode`, as `state.validation` has them.
 */
export class SendValidationError extends PorticoError {
  override name = 'SendValidationError'
  constructor(validation?: SendValidation, options: PorticoErrorOptions = {}) {
    // Without a rule, the spec's default validation message (spec §8).
    super(validation?.message ?? VALIDATION_MESSAGES.INVALID_INPUT, {
      code: validation?.code,
      ...options,
    })
  }
}
export type SendValidationErrorType = SendValidationError & { name: 'SendValidationError' }

/** Send was pressed while the last transfer is with the wallet or not settled: never sent twice. */
export class SendInProgressError extends PorticoError {
  override name = 'SendInProgressError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SEND_MESSAGES.TRANSFER_IN_PROGRESS, options)
  }
}
export type SendInProgressErrorType = SendInProgressError & { name: 'SendInProgressError' }

/** An amount with more decimals than its token has (it cannot be sent exactly). */
export class TooManyDecimalsError extends PorticoError {
  override name = 'TooManyDecimalsError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Too many decimals', options)
  }
}
export type TooManyDecimalsErrorType = TooManyDecimalsError & { name: 'TooManyDecimalsError' }
