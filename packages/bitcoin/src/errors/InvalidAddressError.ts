import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** An address that is not a Bitcoin address of the network (or not one of the wallet's). */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid address', options)
  }
}
