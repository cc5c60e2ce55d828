import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The network answered that the transfer would fail if sent now (it reverts, or the account
 * cannot pay for it), so it has no fee to estimate. `details` holds the node's words.
 */
export class TransferWouldFailError extends PorticoError {
  override name = 'TransferWouldFailError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The transfer would fail', options)
  }
}
export type TransferWouldFailErrorType = TransferWouldFailError & {
  name: 'TransferWouldFailError'
}
