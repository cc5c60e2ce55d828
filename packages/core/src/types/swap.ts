import type { ReadState } from './readState.ts'
/**
 * A token the active network's swaps can trade (`GET /v1/convert/tokens`), with its USD price
 * (`POST /v1/fungible/price`) when the service knows one.
 */
export interface SwapToken {
  /**
   * CAIP-10 id, e.g. `eip155:31337:0x5FbD…0aa3`; the native currency is
   * `eip155:<chain id>:0xeeee…eeee` (SWAP_NATIVE_TOKEN_ADDRESS).
   */
  address: string
  symbol: string
  name: string
  decimals: number
  /** An absolute http(s) URL of its icon, or null (the view shows a placeholder). */
  logoUri: string | null
  /** USD per whole token; absent without a price. */
  price?: number
}

/** A swap token with what the connected account holds of it, for the pickers. */
export interface SwapTokenWithBalance extends SwapToken {
  /** Whole tokens as an exact decimal string ('0' when none is held). */
  balance: string
  /** The USD value of `balance` as the balance service gave it; absent without a price. */
  balanceValue?: number
}

/** The token list of the active network. */
export type SwapTokensState =
  | ReadState<{
      /** The network the list is for. */
      caipNetworkId: string
      tokens: readonly SwapToken[]
    }>
  /** The service does not swap on this network (spec §8: 'Network not supported for Swaps'). */
  | { status: 'unsupported' }

/** One hop of a quote's route, named for the view. */
export interface SwapRouteHop {
  /** CAIP-10 id as the service gave it. */
  address: string
  /** The token's symbol when the list has it (the wrapped native currency: the native symbol). */
  symbol: string | undefined
}

/**
 * A quote as the view shows it: amounts in whole tokens (exact decimal strings), the minimum
 * after slippage, the network fee, and the service's amounts in smallest units (`units`) for
 * the confirmation.
 */
export interface SwapQuote {
  id: string
  /** CAIP-10 ids of the tokens paid and received. */
  from: string
  to: string
  fromAmount: string
  toAmount: string
  /** `toAmount × (1 − slippage / 100)`, rounded down to the token's decimals. */
  minimumToAmount: string
  /** The slippage (percent) `minimumToAmount` was worked out with. */
  slippage: string
  /** Percent between the pool's mid price and this trade's price. */
  priceImpact: number
  /** `toAmount` for one whole `from` token, 6 significant decimals at most. */
  rate: string
  route: readonly SwapRouteHop[]
  /** The network fee in the native currency (whole units), with its USD value when priced. */
  fee: { value: string; symbol: string; valueInUSD?: string }
  fromAmountInUSD?: string
  toAmountInUSD?: string
  /** Smallest units and wei, as decimal strings of integers. */
  units: {
    fromAmount: string
    toAmount: string
    minimumToAmount: string
    gas: string
    gasPrice: string
    fee: string
  }
  blockNumber: string
  /** Unix ms after which the service no longer stands by it; the kit asks again before. */
  expiresAt: number
}

/** The quote of what the form holds now. */
export type SwapQuoteState = ReadState<
  { quote: SwapQuote },
  {
    /** The last one, kept on screen while its refresh is out. */
    quote?: SwapQuote
  }
>

/**
 * Why the form cannot be swapped yet: the first rule it breaks, in this order. Messages are in
 * SWAP_MESSAGES ('Network not supported for Swaps' is spec §8's).
 */
export type SwapValidationCode =
  | 'UNSUPPORTED_NETWORK'
  | 'FROM_TOKEN_REQUIRED'
  | 'TO_TOKEN_REQUIRED'
  | 'SAME_TOKEN'
  | 'AMOUNT_REQUIRED'
  | 'INVALID_AMOUNT'
  | 'TOO_MANY_DECIMALS'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_FEE'

export interface SwapValidation {
  code: SwapValidationCode
  message: string
}

/**
 * One transaction of a swap (the approval, or the trade): 'signing' while the wallet is asked,
 * 'pending' once it returned a hash, then 'confirmed' or 'failed'. 'unknown': the hash is known
 * but the network did not say how it ended; `retrySwap` asks again and never sends twice.
 */
export interface SwapTransactionState {
  status: 'signing' | 'pending' | 'confirmed' | 'failed' | 'unknown'
  hash?: string
  explorerUrl?: string
  /** Why it failed or is unknown, for the view. */
  error?: string
}

/**
 * A swap once it was confirmed:
 * - 'checking': a fresh quote, the allowance and the transaction are asked of the service;
 * - 'approving': the allowance is short, the approval transaction is under way (`approval`);
 * - 'swapping': the trade is under way (`transaction`);
 * - 'confirmed', 'failed' (`error` says why; nothing more is under way), 'unknown' (a hash
 *   whose end the network did not tell: `approval` or `transaction` is 'unknown').
 */
export interface SwapConfirmationState {
  status: 'checking' | 'approving' | 'swapping' | 'confirmed' | 'failed' | 'unknown'
  /** The quote being traded (the one the visitor confirmed). */
  quote: SwapQuote
  /** Present once the allowance was found short. */
  approval?: SwapTransactionState
  /** Present once the trade went to the wallet. */
  transaction?: SwapTransactionState
  error?: string
}

/** Swap state: the form, its quote, and the confirmation under way. */
export interface SwapState {
  tokens: SwapTokensState
  fromToken?: SwapToken
  toToken?: SwapToken
  /** The amount to pay as typed, in whole `fromToken`s. */
  amountInput?: string
  /** `amountInput` read as an exact decimal string; undefined while it is not a number. */
  fromAmount?: string
  /** Percent, as a decimal string; default '1' (spec §9). */
  slippage: string
  /**
   * The gas price (wei) quotes and transactions use; null when the service could not give one
   * (spec §8: the wallet then picks), undefined until asked.
   */
  gasPrice?: string | null
  quote: SwapQuoteState
  /** Undefined when the form can be swapped (a quote may still be loading). */
  validation?: SwapValidation
  /**
   * The quote moved beyond the slippage of the one shown when Swap was pressed (or the service
   * said 409 QUOTE_MOVED): `quote` now holds the new one, which needs a new confirmation.
   */
  quoteMoved?: { previousToAmount: string }
  /** Absent until Swap is pressed. */
  confirmation?: SwapConfirmationState
}
