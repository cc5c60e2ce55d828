import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * The network would not run the transfer, or refused it: its simulation failed (more than the
 * balance, no SOL left for the fee or the rent of a new account, the sender has no token account)
 * or the node answered `sendTransaction` with an error. Nothing was sent. `details` holds the
 * network's reason and the program's own words from the logs (e.g. 'Transfer: insufficient
 * lamports 10, need 20').
 *
 * @example
 * await adapter.transfers.estimateTransferFee({ ...request, amount: balance + 1n })
 * // rejects with TransferWouldFailError, details 'Instruction 0 failed: custom program error 0x1 …'
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
