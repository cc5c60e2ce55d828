import type { PorticoErrorOptions } from '@portico/core'
import { ApiError } from './ApiError.ts'

/*
 * The errors of Farcaster sign-in (`/auth/v1/farcaster/*`); the secure site turns all but the
 * expiry into spec §8's 'Failed to connect to farcaster'. An unreachable relay or ID registry is
 * the shared UpstreamError (502).
 */

/**
 * The server has no `auth.farcaster`: Farcaster sign-in is off.
 *
 * @example
 * throw new FarcasterUnavailableError()
 */
export class FarcasterUnavailableError extends ApiError {
  override name = 'FarcasterUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super(
      400,
      'FARCASTER_UNAVAILABLE',
      'Farcaster sign-in is not available on this server',
      options,
    )
  }
}

/**
 * `POST /auth/v1/farcaster/connect` with a channel token this server did not give, or one already
 * used (approved, refused) or long gone.
 *
 * @example
 * throw new FarcasterChannelInvalidError({ details: 'unknown channel token' })
 */
export class FarcasterChannelInvalidError extends ApiError {
  override name = 'FarcasterChannelInvalidError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'FARCASTER_CHANNEL_INVALID', 'Sign-in request expired or already used', options)
  }
}

/**
 * The channel expired (here, or at the relay) before the Farcaster client approved: the visitor
 * needs a new code.
 *
 * @example
 * throw new FarcasterChannelExpiredError()
 */
export class FarcasterChannelExpiredError extends ApiError {
  override name = 'FarcasterChannelExpiredError'
  constructor(options: PorticoErrorOptions = {}) {
    super(410, 'FARCASTER_CHANNEL_EXPIRED', 'Farcaster sign-in expired', options)
  }
}

/**
 * The answer the relay carried does not sign this server's request in by its fid's custody
 * address: a forged or mismatched signature, another nonce, domain or URI, or a fid the signer
 * does not own. No session; the channel is used up.
 *
 * @example
 * throw new FarcasterSignatureInvalidError({ details: 'Invalid nonce' })
 */
export class FarcasterSignatureInvalidError extends ApiError {
  override name = 'FarcasterSignatureInvalidError'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'FARCASTER_SIGNATURE_INVALID', 'Farcaster sign-in could not be verified', options)
  }
}
