import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * An adapter's transfer code, loaded on first use, could not be loaded (the page lost its
 * network, or the site was redeployed meanwhile): nothing was estimated or sent.
 *
 * @example
 * await adapter.transfers?.sendTransfer(request) // offline on the first send: TransferLoadError
 */
export class TransferLoadError extends PorticoError {
  override name = 'TransferLoadError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Could not load the transfer code', options)
  }
}
export type TransferLoadErrorType = TransferLoadError & { name: 'TransferLoadError' }
