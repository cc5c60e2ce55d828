import type { SwapValidation } from '../types/swap.ts'
import { PorticoError, type PorticoErrorOptions } from './base.ts'
import { SWAP_MESSAGES } from './swapMessages.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

/**
 * The Swap form breaks a rule: `message` is the rule's message and `code` its
 * `SwapValidationCode`, as `state.validation` has them.
 */
export class SwapValidationError extends PorticoError {
  override name = 'SwapValidationError'
  constructor(validation?: SwapValidation, options: PorticoErrorOptions = {}) {
    super(validation?.message ?? VALIDATION_MESSAGES.INVALID_INPUT, {
      code: validation?.code,
      ...options,
    })
  }
}
export type SwapValidationErrorType = SwapValidationError & { name: 'SwapValidationError' }

/** The service does not swap on this network (spec §8: 'Network not supported for Swaps'). */
export class SwapUnsupportedNetworkError extends PorticoError {
  override name = 'SwapUnsupportedNetworkError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.UNSUPPORTED_NETWORK, { code: 'UNSUPPORTED_SWAP_NETWORK', ...options })
  }
}
export type SwapUnsupportedNetworkErrorType = SwapUnsupportedNetworkError & {
  name: 'SwapUnsupportedNetworkError'
}

/** Swap was pressed while the last one is being checked, signed, pending or unknown. */
export class SwapInProgressError extends PorticoError {
  override name = 'SwapInProgressError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.SWAP_IN_PROGRESS, options)
  }
}
export type SwapInProgressErrorType = SwapInProgressError & { name: 'SwapInProgressError' }

/**
 * The price moved beyond the slippage of the quote the visitor confirmed (found by the kit's
 * fresh quote, or the service's 409 QUOTE_MOVED): nothing was sent for the trade; the new
 * quote is in the store and needs a new confirmation.
 */
export class SwapQuoteMovedError extends PorticoError {
  override name = 'SwapQuoteMovedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.QUOTE_MOVED, { code: 'QUOTE_MOVED', ...options })
  }
}
export type SwapQuoteMovedErrorType = SwapQuoteMovedError & { name: 'SwapQuoteMovedError' }

/** No quote for the form: the service's reason ('Not enough liquidity for this amount', …). */
export class SwapQuoteError extends PorticoError {
  override name = 'SwapQuoteError'
  constructor(
    message: string = SWAP_MESSAGES.QUOTE_UNAVAILABLE,
    options: PorticoErrorOptions = {},
  ) {
    super(message, options)
  }
}
export type SwapQuoteErrorType = SwapQuoteError & { name: 'SwapQuoteError' }

/**
 * The service's transaction does not do what the visitor confirmed (another token, amount,
 * receiver or spender, or less than the slippage allows): it was not sent to the wallet.
 */
export class InvalidSwapTransactionError extends PorticoError {
  override name = 'InvalidSwapTransactionError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.INVALID_TRANSACTION, options)
  }
}
export type InvalidSwapTransactionErrorType = InvalidSwapTransactionError & {
  name: 'InvalidSwapTransactionError'
}

/** The wallet is on another chain than the swap's network: nothing was sent. */
export class SwapWrongNetworkError extends PorticoError {
  override name = 'SwapWrongNetworkError'
  constructor(network: string, options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.WRONG_NETWORK(network), options)
  }
}
export type SwapWrongNetworkErrorType = SwapWrongNetworkError & { name: 'SwapWrongNetworkError' }

/** A slippage that is not a number from 0.05 to 50 (percent): the setting is left as it was. */
export class InvalidSlippageError extends PorticoError {
  override name = 'InvalidSlippageError'
  constructor(options: PorticoErrorOptions = {}) {
    super(SWAP_MESSAGES.INVALID_SLIPPAGE, options)
  }
}
export type InvalidSlippageErrorType = InvalidSlippageError & { name: 'InvalidSlippageError' }

/**
 * The swap's approval failed on chain (reverted, or the wallet cancelled or replaced it): the
 * trade was not sent. `message` is the network's reason, or 'The approval failed'.
 */
export class SwapApprovalFailedError extends PorticoError {
  override name = 'SwapApprovalFailedError'
  constructor(reason?: string, options: PorticoErrorOptions = {}) {
    super(reason ?? SWAP_MESSAGES.APPROVAL_FAILED, options)
  }
}
export type SwapApprovalFailedErrorType = SwapApprovalFailedError & {
  name: 'SwapApprovalFailedError'
}
