import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * An address that is not 32–44 base58 characters decoding to 32 bytes (spec §5 Solana address).
 *
 * @example
 * await adapter.getBalance({ address: '0xabc', network }) // rejects with InvalidAddressError
 */
export class InvalidAddressError extends PorticoError {
  override name = 'InvalidAddressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid address', options)
  }
}
