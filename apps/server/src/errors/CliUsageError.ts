import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The `portico` command line was not understood: unknown command or option, a missing
 * required option, a value in the wrong form. The CLI prints the message and the usage and
 * exits with code 1.
 *
 * @example
 * throw new CliUsageError('--id is required')
 */
export class CliUsageError extends PorticoError {
  override name = 'CliUsageError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'CLI_USAGE', ...options })
  }
}
