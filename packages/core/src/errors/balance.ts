import { PorticoError, type PorticoErrorOptions } from './base.ts'

/** The balance could not be read, or the service does not serve the network (spec §8). */
export class BalanceUnavailableError extends PorticoError {
  override name = 'BalanceUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Token Balance Unavailable', options)
  }
}
export type BalanceUnavailableErrorType = BalanceUnavailableError & {
  name: 'BalanceUnavailableError'
}
