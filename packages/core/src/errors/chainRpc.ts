import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * The network's RPC did not answer, or answered with something unusable, while the kit read the
 * chain itself (a fee estimate, a transfer's receipt). Says nothing about the wallet: a transfer
 * the wallet already sent may still land, so it is asked about again, never sent again.
 */
export class ChainRpcError extends PorticoError {
  override name = 'ChainRpcError'
  constructor(options: PorticoErrorOptions = {}) {
    super('The network did not answer', options)
  }
}
export type ChainRpcErrorType = ChainRpcError & { name: 'ChainRpcError' }
