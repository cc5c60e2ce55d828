import type { PorticoErrorOptions } from '@portico/core'
import { ApiError } from '../../errors/ApiError.ts'

/*
 * The refusals of the sign-in routes (`/siwx/v1`). Details (which field, which origin) go to
 * `details` for the log; the body carries the code and the message below.
 */

/**
 * The `message` is not `formatSiwxMessage(data)`: the signed text and its data disagree.
 *
 * @example
 * throw new InvalidSiwxMessageError()
 */
export class InvalidSiwxMessageError extends ApiError {
  override name = 'InvalidSiwxMessageError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_MESSAGE', 'The message is not the sign-in text of its data', options)
  }
}

/**
 * The nonce was not issued by this server for this project, has expired, or was used already.
 *
 * @example
 * throw new InvalidSiwxNonceError({ details: 'used' })
 */
export class InvalidSiwxNonceError extends ApiError {
  override name = 'InvalidSiwxNonceError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'INVALID_NONCE', 'Invalid or expired nonce', options)
  }
}

/**
 * The message's domain or URI is not the page that sent it (the request's Origin). The message
 * is the kit's alert for it (spec §8 'Unverified Domain').
 *
 * @example
 * throw new SiwxDomainMismatchError({ details: 'evil.example for https://shop.example' })
 */
export class SiwxDomainMismatchError extends ApiError {
  override name = 'SiwxDomainMismatchError'
  constructor(options: PorticoErrorOptions = {}) {
    super(403, 'DOMAIN_MISMATCH', 'Unverified Domain', options)
  }
}

/**
 * The message was issued too long ago, or its expiration time has passed.
 *
 * @example
 * throw new SiwxMessageExpiredError({ details: 'issuedAt' })
 */
export class SiwxMessageExpiredError extends ApiError {
  override name = 'SiwxMessageExpiredError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'MESSAGE_EXPIRED', 'The sign-in message has expired', options)
  }
}

/**
 * The message's `notBefore` is still ahead, or its `issuedAt` is ahead of the server's clock.
 *
 * @example
 * throw new SiwxMessageNotYetValidError({ details: 'notBefore' })
 */
export class SiwxMessageNotYetValidError extends ApiError {
  override name = 'SiwxMessageNotYetValidError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'MESSAGE_NOT_YET_VALID', 'The sign-in message is not valid yet', options)
  }
}

/**
 * The signature does not verify for the message's account.
 *
 * @example
 * throw new InvalidSiwxSignatureError()
 */
export class InvalidSiwxSignatureError extends ApiError {
  override name = 'InvalidSiwxSignatureError'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'INVALID_SIGNATURE', 'Invalid signature', options)
  }
}

/**
 * A Bearer route without a token, or with one that is unknown, signed out, expired or of
 * another project.
 *
 * @example
 * throw new SiwxSessionInvalidError({ details: 'revoked' })
 */
export class SiwxSessionInvalidError extends ApiError {
  override name = 'SiwxSessionInvalidError'
  override readonly challenge = 'Bearer'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'SESSION_INVALID', 'Sign-in session missing, expired or signed out', options)
  }
}
