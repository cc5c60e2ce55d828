import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** The transfer code, loaded on first use, could not be loaded: nothing was estimated or sent. */
export class TransferLoadError extends PorticoError {
  override name = 'TransferLoadError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Could not load the transfer code', options)
  }
}
export type TransferLoadErrorType = TransferLoadError & { name: 'TransferLoadError' }
