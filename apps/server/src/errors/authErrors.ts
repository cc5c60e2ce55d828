import type { PorticoErrorOptions } from '@portico/core'
import { ApiError, type ApiErrorBody } from './ApiError.ts'
import { RateLimitedError } from './apiErrors.ts'

/*
 * The errors of the embedded-wallet sign-in routes (`/auth/v1`), with the messages of the
 * contract the secure site reads (docs: apps/server/README.md, "Embedded-wallet sign-in").
 */

/**
 * The e-mail address is not one: not text, longer than 254 characters, or not `local@domain`.
 *
 * @example
 * throw new InvalidEmailError()
 */
export class InvalidEmailError extends ApiError {
  override name = 'InvalidEmailError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_EMAIL', 'Invalid email address', options)
  }
}

/**
 * The code is not text of 1 to 64 characters, or it is wrong; `attemptsLeft` (wrong code only)
 * is how many more tries the code allows.
 *
 * @example
 * throw new InvalidOtpError(3)
 */
export class InvalidOtpError extends ApiError {
  override name = 'InvalidOtpError'
  readonly attemptsLeft: number | undefined
  constructor(attemptsLeft?: number, options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_OTP', 'Invalid code', options)
    this.attemptsLeft = attemptsLeft
  }

  override toBody(): ApiErrorBody & { attemptsLeft?: number } {
    return this.attemptsLeft === undefined
      ? super.toBody()
      : { ...super.toBody(), attemptsLeft: this.attemptsLeft }
  }
}

/**
 * No live code: it expired, was used, was replaced, or was never sent (to this device).
 *
 * @example
 * throw new OtpExpiredError()
 */
export class OtpExpiredError extends ApiError {
  override name = 'OtpExpiredError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'OTP_EXPIRED', 'Code expired. Request a new code.', options)
  }
}

/**
 * The code took `auth.maxOtpAttempts` wrong tries; only a new code helps.
 *
 * @example
 * throw new OtpLockedError()
 */
export class OtpLockedError extends ApiError {
  override name = 'OtpLockedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(429, 'OTP_LOCKED', 'Too many wrong codes. Request a new code.', options)
  }
}

/**
 * A Bearer route without a token, or with one that is unknown, signed out or expired.
 *
 * @example
 * throw new SessionExpiredError()
 */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError'
  override readonly challenge = 'Bearer'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'SESSION_EXPIRED', 'Session expired', options)
  }
}

/**
 * `PUT /auth/v1/key` for a user who already stored a key (keys are never replaced).
 *
 * @example
 * throw new KeyExistsError()
 */
export class KeyExistsError extends ApiError {
  override name = 'KeyExistsError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'KEY_EXISTS', 'This account already has a key', options)
  }
}

/**
 * `POST /auth/v1/key/unlock` for a user who has not stored a key yet.
 *
 * @example
 * throw new NoKeyError()
 */
export class NoKeyError extends ApiError {
  override name = 'NoKeyError'
  constructor(options: PorticoErrorOptions = {}) {
    super(404, 'NO_KEY', 'This account has no key yet', options)
  }
}

/**
 * The new address of an e-mail change is the current one or another user's.
 *
 * @example
 * throw new EmailTakenError()
 */
export class EmailTakenError extends ApiError {
  override name = 'EmailTakenError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'EMAIL_TAKEN', 'This e-mail is already in use', options)
  }
}

/**
 * An e-mail was sent to the address (or from the client) too recently or too often (spec §9:
 * 'Please try again after N seconds'). The body carries `retryAfterSeconds`, the header
 * `Retry-After`.
 *
 * @example
 * throw new SendRateLimitedError(12)
 */
export class SendRateLimitedError extends RateLimitedError {
  override name = 'SendRateLimitedError'
  constructor(retryAfterSeconds: number, options: PorticoErrorOptions = {}) {
    super(`Please try again after ${retryAfterSeconds} seconds`, retryAfterSeconds, options)
  }

  override toBody(): ApiErrorBody & { retryAfterSeconds: number } {
    return { ...super.toBody(), retryAfterSeconds: this.retryAfterSeconds }
  }
}

/**
 * An e-mail change for a user who has no e-mail address (a social sign-in whose provider gave no
 * verified one): there is no current address to confirm the change with.
 *
 * @example
 * throw new NoEmailError()
 */
export class NoEmailError extends ApiError {
  override name = 'NoEmailError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'NO_EMAIL', 'This account has no e-mail address', options)
  }
}

/**
 * `POST /auth/v1/social/start` for a provider this server has no `auth.social` configuration
 * for (or none at all).
 *
 * @example
 * throw new SocialProviderUnavailableError({ details: 'github' })
 */
export class SocialProviderUnavailableError extends ApiError {
  override name = 'SocialProviderUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super(
      400,
      'SOCIAL_PROVIDER_UNAVAILABLE',
      'Social login is not available on this server',
      options,
    )
  }
}

/**
 * `POST /auth/v1/social/connect` whose `state` names no pending request of this flow and device:
 * unknown, already used, expired, or the flow id or device id do not match. `details` says which.
 *
 * @example
 * throw new SocialRequestInvalidError({ details: 'already used' })
 */
export class SocialRequestInvalidError extends ApiError {
  override name = 'SocialRequestInvalidError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'SOCIAL_REQUEST_INVALID', 'Sign-in request expired or already used', options)
  }
}

/**
 * The provider refused the sign-in (its redirect carried `error`, or the code exchange or the
 * ID token was refused). The message is spec §8's 'Failed to connect'; the body carries the
 * provider's `providerError` (an OAuth error code such as `access_denied`) when there is one.
 *
 * @example
 * throw new SocialLoginFailedError({ providerError: 'access_denied' })
 */
export class SocialLoginFailedError extends ApiError {
  override name = 'SocialLoginFailedError'
  readonly providerError: string | undefined
  constructor(options: PorticoErrorOptions & { providerError?: string | undefined } = {}) {
    super(400, 'SOCIAL_LOGIN_FAILED', 'Failed to connect', options)
    this.providerError = options.providerError
  }

  override toBody(): ApiErrorBody & { providerError?: string } {
    return this.providerError === undefined
      ? super.toBody()
      : { ...super.toBody(), providerError: this.providerError }
  }
}

/**
 * `POST /auth/v1/device/wait` while the client IP already holds `maxWaits` long polls open on
 * this server process ('Please try again after N seconds', 429 RATE_LIMITED). The body carries
 * `retryAfterSeconds`, the header `Retry-After`.
 *
 * @example
 * throw new DeviceWaitLimitedError(20)
 */
export class DeviceWaitLimitedError extends RateLimitedError {
  override name = 'DeviceWaitLimitedError'
  constructor(retryAfterSeconds: number, options: PorticoErrorOptions = {}) {
    super(`Please try again after ${retryAfterSeconds} seconds`, retryAfterSeconds, options)
  }

  override toBody(): ApiErrorBody & { retryAfterSeconds: number } {
    return { ...super.toBody(), retryAfterSeconds: this.retryAfterSeconds }
  }
}

/**
 * `POST /auth/v1/social/finish` before the account's e-mail approved this device on this origin
 * (409 DEVICE_NOT_APPROVED): the pending sign-in stays; wait with `POST /auth/v1/device/wait`.
 *
 * @example
 * throw new DeviceNotApprovedError({ details: 'https://shop.example awaits the approval' })
 */
export class DeviceNotApprovedError extends ApiError {
  override name = 'DeviceNotApprovedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'DEVICE_NOT_APPROVED', 'This device is not approved yet', options)
  }
}

/**
 * An `/auth/v1` route called more often from one client IP than its per-IP limit allows
 * (`auth.maxCodeChecksPerIpPerMinute`, `auth.maxRequestsPerIpPerMinute`): 429 RATE_LIMITED
 * 'Please try again after N seconds'. The body carries `retryAfterSeconds`, the header
 * `Retry-After`.
 *
 * @example
 * throw new AuthRequestLimitedError(12, { details: '10.0.0.1: 30 code checks a minute' })
 */
export class AuthRequestLimitedError extends RateLimitedError {
  override name = 'AuthRequestLimitedError'
  constructor(retryAfterSeconds: number, options: PorticoErrorOptions = {}) {
    super(`Please try again after ${retryAfterSeconds} seconds`, retryAfterSeconds, options)
  }

  override toBody(): ApiErrorBody & { retryAfterSeconds: number } {
    return { ...super.toBody(), retryAfterSeconds: this.retryAfterSeconds }
  }
}
