import { PorticoError, type PorticoErrorOptions } from './base.ts'

// A module of its own: only the account-type switch throws it (a lazy chunk), so it stays out of
// the chunk the kit's other auth errors share with the page's first JS.

/** Spec §4: a smart account only where the network enables it, and only from an EOA. */
export class SmartAccountNotAvailableError extends PorticoError {
  override name = 'SmartAccountNotAvailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Smart accounts are not available on this network', options)
  }
}
export type SmartAccountNotAvailableErrorType = SmartAccountNotAvailableError & {
  name: 'SmartAccountNotAvailableError'
}
