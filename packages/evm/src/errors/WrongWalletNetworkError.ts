import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The wallet is on another chain than the one a transfer is for: nothing was sent, so that a
 * transfer never goes out on a chain the visitor did not pick.
 */
export class WrongWalletNetworkError extends PorticoError {
  override name = 'WrongWalletNetworkError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The wallet is on another network', options)
  }
}
export type WrongWalletNetworkErrorType = WrongWalletNetworkError & {
  name: 'WrongWalletNetworkError'
}
