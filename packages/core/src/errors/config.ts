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
