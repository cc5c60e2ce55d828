import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** An address that is not 0x + 40 hex characters (spec §5 EVM address). */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid address', options)
  }
}
