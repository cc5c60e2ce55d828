import { PorticoError, type PorticoErrorOptions } from './base.ts'

/**
 * The network answered that the transfer would fail if sent now, so it was not sent and has no
 * fee: it reverts (EVM), its simulation failed (Solana: more than the balance, no SOL left for the
 * fee or a new account's rent), or the account cannot pay for it. `details` holds the network's
 * own words. Every chain adapter's `transfers` throw this one class.
 *
 * @example
 * await adapter.transfers?.estimateTransferFee({ ...request, amount: balance + 1n })
 * // rejects with TransferWouldFailError
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
