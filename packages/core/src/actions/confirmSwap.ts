import type { AdapterErrorType } from '../errors/base.ts'
import type { ChainRpcErrorType } from '../errors/chainRpc.ts'
import {
  type InvalidWalletResponseErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  type ProviderRequestErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type { HttpRequestErrorType, InvalidResponseErrorType } from '../errors/http.ts'
import {
  type InvalidSwapTransactionErrorType,
  type SwapApprovalFailedErrorType,
  SwapInProgressError,
  type SwapInProgressErrorType,
  SwapQuoteError,
  type SwapQuoteErrorType,
  SwapQuoteMovedError,
  type SwapQuoteMovedErrorType,
  type SwapUnsupportedNetworkErrorType,
  SwapValidationError,
  type SwapValidationErrorType,
  type SwapWrongNetworkErrorType,
} from '../errors/swap.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { cancelSwapQuote } from '../internal/swap/cancelSwapQuote.ts'
import { getSwapContext } from '../internal/swap/getSwapContext.ts'
import { requestSwapQuote } from '../internal/swap/requestSwapQuote.ts'
import { settleSwapFailure } from '../internal/swap/settleSwapFailure.ts'
import { proceedSwap } from '../internal/swap/swapSteps.ts'
import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import { validateSwap } from '../internal/swap/validateSwap.ts'
import type { PorticoConfig, SwapRunRecord } from '../types/config.ts'
import type { SwapConfirmationState } from '../types/swap.ts'

/** The trade's hash, once the wallet returned it. */
export interface ConfirmSwapReturnType {
  hash: string
}

export type ConfirmSwapErrorType =
  | SwapValidationErrorType
  | SwapInProgressErrorType
  | SwapQuoteErrorType
  | SwapQuoteMovedErrorType
  | SwapUnsupportedNetworkErrorType
  | InvalidSwapTransactionErrorType
  | SwapApprovalFailedErrorType
  | SwapWrongNetworkErrorType
  | NotConnectedErrorType
  | UserRejectedRequestErrorType
  | InvalidWalletResponseErrorType
  | ProviderRequestErrorType
  | WalletCodeErrorType
  | HttpRequestErrorType
  | InvalidResponseErrorType
  | ChainRpcErrorType
  | AdapterErrorType

/** Where a swap is still with the wallet or the network: it is not confirmed again. */
const UNDER_WAY: ReadonlySet<SwapConfirmationState['status']> = new Set([
  'checking',
  'approving',
  'swapping',
  'unknown',
])

/**
 * Swaps what the form shows, at the quote on screen (`confirmation` records each step):
 * - rejects with `SwapInProgressError` while a swap is checked, signed, pending or unknown (a
 *   double click never sends twice), `SwapValidationError` when the form breaks a rule, and
 *   `SwapQuoteError` without a quote on screen;
 * - reports SWAP_INITIATED and asks for a fresh quote ('checking'): when it gives less than the
 *   shown quote's minimum received (beyond its slippage), the new quote replaces it,
 *   `quoteMoved` says so, and it rejects with `SwapQuoteMovedError`: the visitor confirms again
 *   (the service's 409 QUOTE_MOVED later on means the same);
 * - the allowance: when it is short, the approval of exactly the amount ('approving': signing,
 *   pending, then SWAP_APPROVAL_SUCCESS), then the trade ('swapping'), each transaction checked
 *   against what was confirmed before the wallet sees it (`InvalidSwapTransactionError`);
 * - resolves with the trade's hash once the wallet returned it; it is followed to 'confirmed'
 *   (SWAP_SUCCESS; the amount clears, the balances and Activity reload), 'failed' (reverted on
 *   chain, e.g. the pool moved before it was mined: nothing was traded; SWAP_ERROR) or
 *   'unknown' (`retrySwap` asks again about the same hash);
 * - anything that stops it before the trade was sent is 'failed' with the error's message and
 *   SWAP_ERROR, and it rejects with that error (a refusal is `UserRejectedRequestError`).
 *
 * @example
 * const { hash } = await confirmSwap(config)
 * config.stores.swap.getState().confirmation // { status: 'swapping', transaction: { status: 'pending', hash } }
 */
export async function confirmSwap(config: PorticoConfig): Promise<ConfirmSwapReturnType> {
  const { stores, internal } = config
  const state = stores.swap.getState()
  const status = state.confirmation?.status
  if (status !== undefined && UNDER_WAY.has(status))
    throw new SwapInProgressError({ details: `The last swap is ${status}` })
  const context = getSwapContext(config)
  const { connectorId, from: account, network, wallet } = context
  if (!context.connected || !connectorId || !account)
    throw new NotConnectedError({ details: 'No EVM wallet is connected' })
  const validation = validateSwap(config, state, context)
  const { fromToken, toToken } = state
  if (validation || !fromToken || !toToken || !network || !wallet) {
    updateSwapForm(config, {})
    throw new SwapValidationError(validation)
  }
  const shown =
    state.quote.status === 'ready' || state.quote.status === 'loading'
      ? state.quote.quote
      : undefined
  if (!shown) throw new SwapQuoteError(undefined, { details: 'No quote on screen' })

  cancelSwapQuote(config)
  const run: SwapRunRecord = {
    connectorId,
    account,
    network,
    wallet,
    fromToken,
    toToken,
    quote: shown,
    slippage: state.slippage,
    gasPrice: state.gasPrice ?? null,
    properties: {
      network: network.caipNetworkId,
      fromToken: fromToken.symbol,
      fromTokenAddress: fromToken.address,
      toToken: toToken.symbol,
      toTokenAddress: toToken.address,
      amount: shown.fromAmount,
      toAmount: shown.toAmount,
      slippage: state.slippage,
    },
    shown: { status: 'checking', quote: shown },
  }
  internal.swap.run = run
  // Set before the first await: a second call in the same tick sees it.
  const next = { ...state, confirmation: run.shown }
  delete next.quoteMoved
  stores.swap.setState(next, true)
  emitEvent(config, 'SWAP_INITIATED', run.properties)

  let fresh: Awaited<ReturnType<typeof requestSwapQuote>> | undefined
  try {
    fresh = await requestSwapQuote(config, state, context)
    if (BigInt(fresh.units.toAmount) < BigInt(shown.units.minimumToAmount))
      throw new SwapQuoteMovedError({
        details: `A fresh quote gives ${fresh.toAmount}, below the minimum ${shown.minimumToAmount}`,
      })
    return await proceedSwap(config, run)
  } catch (error) {
    throw await settleSwapFailure(config, run, error, fresh)
  }
}
