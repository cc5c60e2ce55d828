import type { Address, Hex } from 'viem'

/**
 * A token as the swap routes know it: the chain's native currency (`address: 'native'`) or a
 * configured ERC-20. Symbols are for messages only.
 */
export interface SwapToken {
  address: Address | 'native'
  symbol: string
  name: string
  decimals: number
}

export interface QuoteRequest {
  from: SwapToken
  to: SwapToken
  /** What the visitor pays, in `from`'s smallest unit (> 0). */
  amount: bigint
  /**
   * Read the pools now rather than from the source's short cache: build-transaction's quote
   * decides the minimum the visitor receives.
   */
  fresh?: boolean
}

/** One source's best answer for a `QuoteRequest`. */
export interface SourceQuote {
  /** What the visitor receives, in `to`'s smallest unit (the pools' fees included). */
  toAmount: bigint
  /** Percent between the pools' mid price and this trade's price (fees not counted). */
  priceImpact: number
  /** The ERC-20s the trade passes through, the native currency as its wrapped token. */
  route: Address[]
  /** An upper estimate of the swap's gas, for a fee shown before anything is signed. */
  gas: bigint
  /** The block whose state the quote was computed from (the oldest, if pools were read apart). */
  blockNumber: bigint
}

export interface SwapCallRequest {
  from: SwapToken
  to: SwapToken
  amount: bigint
  /** The least the trade may give, or it reverts on chain (slippage protection). */
  minimumToAmount: bigint
  /** Who receives the bought tokens: the payer. */
  recipient: Address
  /** Seconds since the epoch after which the trade reverts. */
  deadline: bigint
  /** The quote's route. */
  route: readonly Address[]
}

/** A call the visitor's wallet sends to make the trade. */
export interface SwapCall {
  to: Address
  data: Hex
  /** Native currency sent with the call (native → token), else 0. */
  value: bigint
}

/**
 * Where quotes and swap transactions for one chain come from. `createUniswapV2Source` reads a
 * Uniswap V2 router's pools on the chain; a hosted aggregator would be another implementation,
 * chosen by the `type` of its `quoteSources` entry in the server config.
 *
 * Failures are thrown as the API errors the routes answer: `NoSwapRouteError`,
 * `NotEnoughLiquidityError`, `AmountTooSmallError` (400) for a trade it cannot make, and an
 * `UpstreamError` (502) when its upstream (the chain's RPC, the aggregator) fails.
 */
export interface QuoteSource {
  /** `eip155:<chain id>` */
  readonly caipNetworkId: string
  /** The contract an ERC-20 must approve before the source's swaps can take it (the router). */
  readonly spender: Address
  /** Of `tokens`, the ERC-20s it can trade now, in the same order. */
  tradableTokens(tokens: readonly Address[]): Promise<Address[]>
  /** The best quote for the request. */
  quote(request: QuoteRequest): Promise<SourceQuote>
  /** The transaction that makes a quoted trade. */
  buildSwap(request: SwapCallRequest): SwapCall
}
