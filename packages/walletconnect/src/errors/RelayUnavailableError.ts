import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The WalletConnect relay could not be reached in time, so no pairing URI could be made
 * (spec §8: 'Failed to connect'). `details` says what timed out.
 *
 * @example
 * pairing.getState().error instanceof RelayUnavailableError // true when the relay is down
 */
export class RelayUnavailableError extends PorticoError {
  override name = 'RelayUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Failed to connect', options)
  }
}
export type RelayUnavailableErrorType = RelayUnavailableError & { name: 'RelayUnavailableError' }
