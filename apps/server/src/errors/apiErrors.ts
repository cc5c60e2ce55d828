import type { PorticoErrorOptions } from '@portico/core'
import { ApiError } from './ApiError.ts'

/**
 * A query, path or header value failed its schema. The message names the field and why,
 * e.g. `entries: must be an integer from 1 to 100`.
 *
 * @example
 * throw new BadRequestError('page: must be a positive integer')
 */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(400, 'BAD_REQUEST', message, options)
  }
}

/**
 * No project id in the query (`projectId`) or headers (`x-project-id`). The message is the
 * spec §8 alert text, so the kit can show 'Project ID Not Configured'.
 *
 * @example
 * throw new ProjectIdMissingError()
 */
export class ProjectIdMissingError extends ApiError {
  override name = 'ProjectIdMissingError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'PROJECT_ID_MISSING', 'Project ID Not Configured', options)
  }
}

/**
 * The project id is not one this server knows. The message is the provider text the kit maps
 * to its 'Invalid Project ID' alert (spec §8).
 *
 * @example
 * throw new InvalidProjectIdError()
 */
export class InvalidProjectIdError extends ApiError {
  override name = 'InvalidProjectIdError'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'INVALID_PROJECT_ID', 'Unauthorized: invalid key', options)
  }
}

/**
 * The request's Origin is not on the project's allow-list (nor a spec §6 default). The message
 * is the provider text the kit maps to its 'Origin Not Allowed' alert (spec §8); on the
 * analytics routes the kit shows 'Invalid App Configuration' for the 403.
 *
 * @example
 * throw new OriginNotAllowedError({ details: 'https://evil.example' })
 */
export class OriginNotAllowedError extends ApiError {
  override name = 'OriginNotAllowedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed', options)
  }
}

/**
 * A route with private project data was called without the project's admin token
 * (`Authorization: Bearer …`, made by `portico project token create`), or with a wrong one.
 *
 * @example
 * throw new AdminTokenError()
 */
export class AdminTokenError extends ApiError {
  override name = 'AdminTokenError'
  override readonly challenge = 'Bearer'
  constructor(options: PorticoErrorOptions = {}) {
    super(401, 'UNAUTHORIZED', 'Admin token missing or invalid', options)
  }
}

/**
 * Too many requests of a limited kind (error reports: 5 per minute, spec §8). `retryAfterSeconds`
 * becomes the `Retry-After` header.
 *
 * @example
 * throw new RateLimitedError('Rate Limited: at most 5 error reports per minute', 12)
 */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError'
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number, options: PorticoErrorOptions = {}) {
    super(429, 'RATE_LIMITED', message, options)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * A well-formed chain id that this server has no configuration for (spec §8).
 *
 * @example
 * throw new UnsupportedChainError({ details: 'eip155:1' })
 */
export class UnsupportedChainError extends ApiError {
  override name = 'UnsupportedChainError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain', options)
  }
}

/**
 * A service this server depends on (a chain's RPC endpoint) failed or timed out.
 *
 * @example
 * throw new UpstreamError('Could not read balances on eip155:31337', { cause })
 */
export class UpstreamError extends ApiError {
  override name = 'UpstreamError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(502, 'UPSTREAM_ERROR', message, options)
  }
}

/**
 * The route or the resource does not exist.
 *
 * @example
 * throw new NotFoundError('Wallet image not found')
 */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(404, 'NOT_FOUND', message, options)
  }
}
