import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

/** E-mail sign-in was asked for but no adapter signs in by e-mail (spec §8). */
export class AuthConnectorNotFoundError extends PorticoError {
  override name = 'AuthConnectorNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super('No auth connector found', options)
  }
}
export type AuthConnectorNotFoundErrorType = AuthConnectorNotFoundError & {
  name: 'AuthConnectorNotFoundError'
}

/** Spec §5: e-mail fields must be valid e-mail addresses. */
export class InvalidEmailError extends PorticoError {
  override name = 'InvalidEmailError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid email address', options)
  }
}
export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }

/** The code is longer than any code the server sends (an empty one is `RequiredFieldError`). */
export class InvalidOtpError extends PorticoError {
  override name = 'InvalidOtpError'
  constructor(options: PorticoErrorOptions = {}) {
    super(VALIDATION_MESSAGES.INVALID_INPUT, options)
  }
}
export type InvalidOtpErrorType = InvalidOtpError & { name: 'InvalidOtpError' }

/** An e-mail flow step was asked for with no flow under way (a stale button press). */
export class NoEmailFlowError extends PorticoError {
  override name = 'NoEmailFlowError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Not connected to email or social', options)
  }
}
export type NoEmailFlowErrorType = NoEmailFlowError & { name: 'NoEmailFlowError' }
