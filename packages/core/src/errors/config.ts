import { PorticoError, type PorticoErrorOptions } from './base.ts'

/** `createConfig` was given an option of the wrong type; the message names the option. */
export class InvalidOptionError extends PorticoError {
  override name = 'InvalidOptionError'
  /** Dot path of the offending option, e.g. `features.email`. */
  readonly option: string
  constructor(option: string, options: PorticoErrorOptions = {}) {
    super(`Invalid option: ${option}`, options)
    this.option = option
  }
}
export type InvalidOptionErrorType = InvalidOptionError & { name: 'InvalidOptionError' }

/** Both sign-in options were given; only one sign-in flow can run (spec §5). */
export class SiweAndSiwxError extends PorticoError {
  override name = 'SiweAndSiwxError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', options)
  }
}
export type SiweAndSiwxErrorType = SiweAndSiwxError & { name: 'SiweAndSiwxError' }

/**
 * The project does not allow this page's origin (spec §5, §8): the kit's own origin check found
 * it, or the embedded wallet's server refused a sign-in for it. Its message is the provider
 * message that maps to the 'Origin Not Allowed' alert.
 */
export class OriginNotAllowedError extends PorticoError {
  override name = 'OriginNotAllowedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Unauthorized: origin not allowed', { code: 'ORIGIN_NOT_ALLOWED', ...options })
  }
}
export type OriginNotAllowedErrorType = OriginNotAllowedError & { name: 'OriginNotAllowedError' }
