import { PorticoError, type PorticoErrorOptions } from './base.ts'

/** The field of a `pay` request that is wrong. */
export type PayRequestField = 'recipient' | 'amount' | 'asset' | 'network'

/**
 * A `pay` request the kit cannot carry out: a recipient that is not an address, an amount that
 * is not a positive decimal (or has more decimals than the token), an asset that is neither a
 * contract nor 'native', a network the dApp does not list. `field` names it; the message says why.
 */
export class PayRequestError extends PorticoError {
  override name = 'PayRequestError'
  readonly field: PayRequestField
  constructor(field: PayRequestField, reason: string, options: PorticoErrorOptions = {}) {
    super(`Invalid payment ${field}: ${reason}`, { code: 'INVALID_PAY_REQUEST', ...options })
    this.field = field
  }
}
export type PayRequestErrorType = PayRequestError & { name: 'PayRequestError' }

/** `pay` was called while the pay feature is off (spec §9: off by default). */
export class PayDisabledError extends PorticoError {
  override name = 'PayDisabledError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Pay is not enabled', {
      details: 'Turn it on with createConfig({ features: { pay: true } })',
      ...options,
    })
  }
}
export type PayDisabledErrorType = PayDisabledError & { name: 'PayDisabledError' }

/** `pay` was called while another payment is open, or a method chosen twice: never paid twice. */
export class PayInProgressError extends PorticoError {
  override name = 'PayInProgressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('A payment is already in progress', options)
  }
}
export type PayInProgressErrorType = PayInProgressError & { name: 'PayInProgressError' }

/**
 * The payment did not happen as asked: the transaction reverted, the exchange reported a
 * failure, or what reached the chain is not a transfer of the amount to the recipient.
 */
export class PayFailedError extends PorticoError {
  override name = 'PayFailedError'
  /** @param reason What happened, for the visitor: 'The transaction reverted'. */
  constructor(reason?: string, options: PorticoErrorOptions = {}) {
    super(reason ? `Payment failed: ${reason}` : 'Payment failed', options)
  }
}
export type PayFailedErrorType = PayFailedError & { name: 'PayFailedError' }

/**
 * The modal closed while a payment was sent but not confirmed: the network did not answer about
 * `txHash`, so it may still land. Never ask the visitor to pay again before that transaction
 * is known to have failed.
 */
export class PayUnconfirmedError extends PorticoError {
  override name = 'PayUnconfirmedError'
  /** The transaction that was sent. */
  readonly txHash: string
  /** Its network (CAIP-2). */
  readonly network: string
  constructor(txHash: string, network: string, options: PorticoErrorOptions = {}) {
    super('Payment not confirmed', {
      details: `${txHash} on ${network} was sent; the network did not say how it ended`,
      ...options,
    })
    this.txHash = txHash
    this.network = network
  }
}
export type PayUnconfirmedErrorType = PayUnconfirmedError & { name: 'PayUnconfirmedError' }
