import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * A token the Solana adapter cannot transfer: its mint does not exist on the network, belongs to
 * another program than the classic SPL token program (Token-2022 included), or has other decimals
 * than the transfer's amount was given in. Nothing was sent.
 *
 * @example
 * await adapter.transfers.sendTransfer({ ...request, token: { ...pusd, decimals: 9 } })
 * // rejects with UnsupportedTokenError, details '… has 6 decimals, the amount was given with 9'
 */
export class UnsupportedTokenError extends PorticoError {
  override name = 'UnsupportedTokenError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Unsupported token', options)
  }
}
export type UnsupportedTokenErrorType = UnsupportedTokenError & { name: 'UnsupportedTokenError' }
