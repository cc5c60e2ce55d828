import type { PorticoErrorOptions } from '@portico/core'
import { BadRequestError, UpstreamError } from '../../errors/apiErrors.ts'

/**
 * The provider refused the request (its own 400): the message is the provider's, e.g.
 * `Amount must be at least 10 USD`.
 *
 * @example
 * throw new ProviderInputError('Amount must be at most 7500 USD for card')
 */
export class ProviderInputError extends BadRequestError {
  override name = 'ProviderInputError'
}

/**
 * The provider could not be reached, timed out or failed: a 502 naming it. The kit falls back
 * to its built-in sample data (spec §8).
 *
 * @example
 * throw new ProviderUnavailableError('Portico Sandbox', { cause })
 */
export class ProviderUnavailableError extends UpstreamError {
  override name = 'ProviderUnavailableError'
  constructor(providerName: string, options: PorticoErrorOptions = {}) {
    super(`The provider ${providerName} is unavailable`, options)
  }
}
