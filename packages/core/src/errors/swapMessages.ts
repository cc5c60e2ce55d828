import type { SwapValidationCode } from '../types/swap.ts'

/**
 * Every message the Swap form and its transactions show, in one place ('Network not supported
 * for Swaps' and 'Network not supported for Gas Price' are spec §8's). Validation messages are
 * keyed by their `SwapValidationCode`, in the order the rules are checked.
 *
 * @example
 * SWAP_MESSAGES.UNSUPPORTED_NETWORK // 'Network not supported for Swaps'
 * SWAP_MESSAGES.INSUFFICIENT_BALANCE('PUSD') // 'Insufficient PUSD balance'
 */
export const SWAP_MESSAGES = {
  UNSUPPORTED_NETWORK: 'Network not supported for Swaps',
  UNSUPPORTED_GAS_PRICE_NETWORK: 'Network not supported for Gas Price',
  FROM_TOKEN_REQUIRED: 'Select a token to pay with',
  TO_TOKEN_REQUIRED: 'Select a token to receive',
  SAME_TOKEN: 'Pick two different tokens',
  AMOUNT_REQUIRED: 'Enter an amount',
  INVALID_AMOUNT: 'Not a valid amount',
  TOO_MANY_DECIMALS: (symbol: string, decimals: number) =>
    `${symbol} has at most ${decimals} decimals`,
  INSUFFICIENT_BALANCE: (symbol: string) => `Insufficient ${symbol} balance`,
  INSUFFICIENT_FEE: (symbol: string) => `Insufficient ${symbol} for the network fee`,
  /** The slippage setting is not a number from 0.05 to 50. */
  INVALID_SLIPPAGE: 'Slippage must be from 0.05% to 50%',
  /** `confirmSwap` while a swap is being checked, signed, pending or unknown. */
  SWAP_IN_PROGRESS: 'A swap is already in progress',
  /** No quote could be had for the form. */
  QUOTE_UNAVAILABLE: 'No quote for this swap right now',
  QUOTE_MOVED: 'The price moved beyond your slippage',
  TOKENS_UNAVAILABLE: 'Could not load the tokens to swap',
  /** The service answered a transaction the kit will not ask the wallet to sign. */
  INVALID_TRANSACTION: 'The swap service answered a transaction that does not match your swap',
  WRONG_NETWORK: (network: string) => `Switch your wallet to ${network} to swap`,
  /** The approval or the trade failed on chain and the network gave no reason. */
  APPROVAL_FAILED: 'The approval failed',
  SWAP_FAILED: 'The swap failed',
  /** The wallet sent it, but the network did not say how it ended. */
  TRANSACTION_UNKNOWN:
    'The network did not answer, so the transaction may still go through. Check again before swapping again.',
} as const satisfies Record<SwapValidationCode, unknown> & Record<string, unknown>
