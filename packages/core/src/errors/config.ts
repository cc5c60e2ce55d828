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

/** Both sign-in options were given; only one sign-in flow can run (spec §5). */
export class SiweAndSiwxError extends PorticoError {
  override name = 'SiweAndSiwxError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', options)
  }
}
