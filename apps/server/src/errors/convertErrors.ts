import type { PorticoErrorOptions } from '@portico/core'
import { ApiError } from './ApiError.ts'
import { BadRequestError } from './apiErrors.ts'

/*
 * The errors of the swap routes (`/v1/convert/*`, docs/convert-api.md). The two network messages
 * are spec §8's, which the kit shows as they are.
 */

/**
 * The chain has no quote source: swaps are not served there (spec §8).
 *
 * @example
 * throw new UnsupportedSwapNetworkError({ details: 'eip155:5' })
 */
export class UnsupportedSwapNetworkError extends ApiError {
  override name = 'UnsupportedSwapNetworkError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'UNSUPPORTED_SWAP_NETWORK', 'Network not supported for Swaps', options)
  }
}

/**
 * `GET /v1/convert/gas-price` for a chain where swaps are not served (spec §8).
 *
 * @example
 * throw new UnsupportedGasPriceNetworkError({ details: 'eip155:5' })
 */
export class UnsupportedGasPriceNetworkError extends ApiError {
  override name = 'UnsupportedGasPriceNetworkError'
  constructor(options: PorticoErrorOptions = {}) {
    super(400, 'UNSUPPORTED_GAS_PRICE_NETWORK', 'Network not supported for Gas Price', options)
  }
}

/**
 * build-transaction read the pool again and it already gives less than the minimum computed
 * from the quote the visitor accepted: the kit shows the new quote to confirm again.
 *
 * @example
 * throw new QuoteMovedError({ details: 'fresh 2900, minimum 2949' })
 */
export class QuoteMovedError extends ApiError {
  override name = 'QuoteMovedError'
  constructor(options: PorticoErrorOptions = {}) {
    super(409, 'QUOTE_MOVED', 'The price moved beyond your slippage', options)
  }
}

/**
 * No pool (direct or through the wrapped native token) joins the two tokens.
 *
 * @example
 * throw new NoSwapRouteError('PTK', 'PEXT')
 */
export class NoSwapRouteError extends BadRequestError {
  override name = 'NoSwapRouteError'
  constructor(fromSymbol: string, toSymbol: string, options: PorticoErrorOptions = {}) {
    super(`to: no pool trades ${fromSymbol} for ${toSymbol}`, options)
  }
}

/**
 * The amount is more than the pools can fill: it exceeds what a pool on the route holds of the
 * token paid in (the trade would more than double that reserve).
 *
 * @example
 * throw new NotEnoughLiquidityError()
 */
export class NotEnoughLiquidityError extends BadRequestError {
  override name = 'NotEnoughLiquidityError'
  constructor(options: PorticoErrorOptions = {}) {
    super('amount: Not enough liquidity for this amount', options)
  }
}

/**
 * The amount is so small that the trade would receive nothing.
 *
 * @example
 * throw new AmountTooSmallError()
 */
export class AmountTooSmallError extends BadRequestError {
  override name = 'AmountTooSmallError'
  constructor(options: PorticoErrorOptions = {}) {
    super('amount: too small to receive anything', options)
  }
}

/**
 * The chain refused the swap or approval in a dry run (`eth_estimateGas`): it would revert if
 * sent, e.g. for want of balance or allowance. `reason` is the chain's.
 *
 * @example
 * throw new SwapWouldFailError('TransferHelper: TRANSFER_FROM_FAILED')
 */
export class SwapWouldFailError extends BadRequestError {
  override name = 'SwapWouldFailError'
  constructor(reason: string, options: PorticoErrorOptions = {}) {
    super(`The transaction would fail on chain: ${reason}`, options)
  }
}
