import type { ConvertTransaction } from './convert.ts'

/** One side of a confirmed swap, as the checks of the service's transactions read it. */
export interface ConfirmedSwapToken {
  /** The token contract, plain (not CAIP-10) and lower-cased; absent for the native currency. */
  address?: string | undefined
  symbol: string
}

/** What the visitor confirmed, which the service's transactions must do and nothing else. */
export interface ConfirmedSwap {
  /** The paying and receiving account. */
  account: string
  fromToken: ConfirmedSwapToken
  toToken: ConfirmedSwapToken
  /** Smallest units of `fromToken`. */
  amount: bigint
  /** The least the confirmed quote and slippage allow, smallest units of `toToken`. */
  minimumReceived: bigint
  /** Percent, as the visitor set it (the checks' messages quote it). */
  slippage: string
  /** The router an earlier transaction of this swap named (the approval's spender), lower-cased. */
  router?: string | undefined
}

export interface CheckSwapTransactionParameters {
  /** The trade the swap service built (`POST /v1/convert/build-transaction`). */
  transaction: ConvertTransaction
  /** The service's `minimumToAmount` for it: the trade's least output must be exactly this. */
  minimumToAmount: string
  swap: ConfirmedSwap
}

export interface CheckApproveTransactionParameters {
  /** The approval the swap service built (`POST /v1/convert/build-approve`). */
  transaction: ConvertTransaction
  swap: ConfirmedSwap & { router: string }
}

/**
 * A check's refusal: what differs from the confirmed swap, in words (core's
 * `InvalidSwapTransactionError` carries it as its `details`).
 */
export interface SwapRefusal {
  refused: string
}

/**
 * The swap capability of a chain adapter (spec §9: swaps on EVM): it reads the transactions the
 * swap service built, before the wallet sees them, and answers a refusal (what differs) for any
 * that would do other than what the visitor confirmed. Core turns a refusal into
 * `InvalidSwapTransactionError` and sends nothing; the checks throw no error of core's, so the
 * adapter's code that runs them need not bundle core's error classes. An adapter without it
 * cannot swap: the Swap view says 'Network not supported for Swaps'.
 */
export interface SwapCapability {
  /**
   * Checks the trade: from the visitor's account, the router's exact-input swap for the tokens
   * confirmed, exactly the amount confirmed, paid out to the visitor, and a least output equal to
   * the service's `minimumToAmount` and not below `minimumReceived`; the same router as the
   * approval's, when there was one. Resolves with the router it calls, or a refusal.
   */
  checkSwapTransaction(
    parameters: CheckSwapTransactionParameters,
  ): Promise<{ router: string } | SwapRefusal>
  /**
   * Checks the approval: from the visitor's account, to the token paid with, no value, and an
   * allowance of exactly the amount confirmed (never unlimited) for the router the trade calls.
   * Resolves with undefined when it may be sent, else a refusal.
   */
  checkApproveTransaction(
    parameters: CheckApproveTransactionParameters,
  ): Promise<SwapRefusal | undefined>
}
