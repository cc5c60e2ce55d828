import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * An option the kit cannot do without was not given. The message names it and says what to set,
 * e.g. 'Missing option: apiUrl. Set apiUrl in createConfig to your Portico server's URL, …'.
 */
export class MissingOptionError extends PorticoError {
  override name = 'MissingOptionError'
  /** The option to set, e.g. `apiUrl`. */
  readonly option: string
  /** What to set it to (the message after 'Missing option: <option>.'). */
  readonly hint: string
  constructor(option: string, hint: string, options: PorticoErrorOptions = {}) {
    super(`Missing option: ${option}. ${hint}`, { code: 'MISSING_OPTION', ...options })
    this.option = option
    this.hint = hint
  }
}

export type MissingOptionErrorType = MissingOptionError & { name: 'MissingOptionError' }
