import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** Machine-readable codes the service answers with, in the `code` field of an error body. */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'PROJECT_ID_MISSING'
  | 'INVALID_PROJECT_ID'
  | 'ORIGIN_NOT_ALLOWED'
  | 'UNAUTHORIZED'
  | 'RATE_LIMITED'
  | 'UNSUPPORTED_CHAIN'
  | 'UPSTREAM_ERROR'
  | 'NOT_FOUND'
  | 'INTERNAL_ERROR'
  | 'DATABASE_UNAVAILABLE'
  // Embedded-wallet sign-in (module `auth`).
  | 'INVALID_EMAIL'
  | 'INVALID_OTP'
  | 'OTP_EXPIRED'
  | 'OTP_LOCKED'
  | 'SESSION_EXPIRED'
  | 'KEY_EXISTS'
  | 'NO_KEY'
  | 'EMAIL_TAKEN'
  | 'NO_EMAIL'
  // Social sign-in (module `auth`, `/auth/v1/social/*`).
  | 'SOCIAL_PROVIDER_UNAVAILABLE'
  | 'SOCIAL_REQUEST_INVALID'
  | 'DEVICE_NOT_APPROVED'
  | 'SOCIAL_LOGIN_FAILED'
  // Farcaster sign-in (module `auth`, `/auth/v1/farcaster/*`).
  | 'FARCASTER_UNAVAILABLE'
  | 'FARCASTER_CHANNEL_INVALID'
  | 'FARCASTER_CHANNEL_EXPIRED'
  | 'FARCASTER_SIGNATURE_INVALID'
  // Swaps (module `convert`).
  | 'UNSUPPORTED_SWAP_NETWORK'
  | 'UNSUPPORTED_GAS_PRICE_NETWORK'
  | 'QUOTE_MOVED'
  // Sign-in with a wallet (module `siwx`).
  | 'INVALID_MESSAGE'
  | 'INVALID_NONCE'
  | 'DOMAIN_MISMATCH'
  | 'MESSAGE_EXPIRED'
  | 'MESSAGE_NOT_YET_VALID'
  | 'INVALID_SIGNATURE'
  | 'SESSION_INVALID'
  // Account names (module `profile`); INVALID_MESSAGE, MESSAGE_EXPIRED, MESSAGE_NOT_YET_VALID
  // and INVALID_SIGNATURE above are used too.
  | 'INVALID_NAME'
  | 'NAMES_DISABLED'
  | 'ZONE_MISMATCH'
  | 'COIN_TYPE_MISMATCH'
  | 'MESSAGE_REPLAYED'
  | 'NAME_TAKEN'
  | 'NAME_LIMIT_REACHED'

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  code: ApiErrorCode
  message: string
}

/**
 * An error that becomes an HTTP answer: `statusCode` plus the body `{ code, message }`.
 * Route handlers throw it; the error handler (src/http/registerErrorHandlers.ts) sends it.
 *
 * @example
 * throw new ApiError(404, 'NOT_FOUND', 'Wallet image not found')
 */
export class ApiError extends PorticoError {
  override name = 'ApiError'
  readonly statusCode: number
  readonly errorCode: ApiErrorCode
  /** The `WWW-Authenticate` challenge a 401 answers with (RFC 9110), e.g. 'Bearer'. */
  readonly challenge?: string

  constructor(
    statusCode: number,
    errorCode: ApiErrorCode,
    message: string,
    options: PorticoErrorOptions = {},
  ) {
    super(message, { code: errorCode, ...options })
    this.statusCode = statusCode
    this.errorCode = errorCode
  }

  /** The JSON body sent to the client. */
  toBody(): ApiErrorBody {
    return { code: this.errorCode, message: this.message }
  }
}
