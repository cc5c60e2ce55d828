import type { PorticoError } from '../../errors/base.ts'
import { ChainRpcError } from '../../errors/chainRpc.ts'
import { InvalidSwapTransactionError, SwapApprovalFailedError } from '../../errors/swap.ts'
import { SWAP_MESSAGES } from '../../errors/swapMessages.ts'
import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import type { ConvertBuiltSwap, ConvertTransaction } from '../../types/convert.ts'
import type { SwapToken, SwapTransactionState } from '../../types/swap.ts'
import type { ConfirmedSwap, ConfirmedSwapToken } from '../../types/swapCapability.ts'
import { explorerTransactionUrl } from '../account/explorerTransactionUrl.ts'
import { ownTradeEntry, tradeOf } from '../account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../account/recordOwnTransaction.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { followSwapTrade, waitForSwapTransaction } from './followSwapTrade.ts'
import { sendSwapTransaction } from './sendSwapTransaction.ts'
import { showSwap } from './showSwap.ts'
import { emitSwapError } from './swapEvents.ts'
import { swapServiceError } from './swapServiceError.ts'
import { isNativeSwapToken, plainAddress } from './swapTokenIds.ts'
import { minimumReceived } from './toSwapQuote.ts'

/**
 * Errors whose state a step already wrote and reported (an approval that failed on chain or
 * whose end is unknown): the caller rethrows them without writing 'failed' over it.
 */
export const SETTLED_SWAP_ERRORS = new WeakSet<object>()

/**
 * A confirmed swap once its quote held: the allowance (`GET /v1/convert/allowance`, none for
 * the native currency), the trade built and checked (`disableEstimate` while an approval is
 * still to be mined), then the approval when the allowance is short (built, checked, sent and
 * waited for), the trade built again with a gas estimate, and the trade sent. Resolves with the
 * trade's hash once the wallet returned it; the trade is then followed in the background.
 */
export async function proceedSwap(
  config: PorticoConfig,
  run: SwapRunRecord,
): Promise<{ hash: string }> {
  const api = config.api.blockchain
  const swap = confirmedSwap(run)
  const needsApproval =
    !isNativeSwapToken(run.fromToken.address) &&
    BigInt(
      await service(() =>
        api.getSwapAllowance({ tokenAddress: run.fromToken.address, userAddress: run.account }),
      ),
    ) < swap.amount
  const built = await buildTrade(config, run, needsApproval)
  if (!needsApproval) return sendTrade(config, run, built.tx)
  const approval = await service(() =>
    api.buildSwapApprove({
      userAddress: run.account,
      from: run.fromToken.address,
      to: run.toToken.address,
      amount: run.quote.units.fromAmount,
    }),
  )
  const refusal = await run.wallet.swaps.checkApproveTransaction({
    transaction: approval,
    swap: { ...swap, router: run.router ?? '' },
  })
  if (refusal) throw new InvalidSwapTransactionError({ details: refusal.refused })
  await sendApproval(config, run, approval)
  return continueAfterApproval(config, run)
}

/** Once the approval is mined: the trade built again (with its gas estimate) and sent. */
export async function continueAfterApproval(
  config: PorticoConfig,
  run: SwapRunRecord,
): Promise<{ hash: string }> {
  const built = await buildTrade(config, run, false)
  return sendTrade(config, run, built.tx)
}

/**
 * Waits for the approval whose hash `run.shown.approval` holds: confirmed is
 * SWAP_APPROVAL_SUCCESS and the swap goes on ('checking'); failed on chain is 'failed'
 * (SWAP_ERROR) and rejects with `SwapApprovalFailedError`; no answer is 'unknown' and rejects
 * with `ChainRpcError` (a retry asks about the same hash again).
 */
export async function waitForApproval(config: PorticoConfig, run: SwapRunRecord): Promise<void> {
  const sent = run.shown.approval
  const hash = sent?.hash
  if (!hash) throw new ChainRpcError({ details: 'The approval has no hash' })
  const keep = { hash, ...(sent.explorerUrl ? { explorerUrl: sent.explorerUrl } : {}) }
  const outcome = await waitForSwapTransaction(run, hash)
  if (!outcome) {
    const error = SWAP_MESSAGES.TRANSACTION_UNKNOWN
    showSwap(config, run, {
      ...run.shown,
      status: 'unknown',
      approval: { status: 'unknown', ...keep, error },
    })
    throw settled(new ChainRpcError({ details: `No end known for the approval ${hash}` }))
  }
  if (outcome.status === 'failed') {
    const error = outcome.reason ?? SWAP_MESSAGES.APPROVAL_FAILED
    emitSwapError(config, run, 'approval', error, hash)
    showSwap(config, run, {
      ...run.shown,
      status: 'failed',
      approval: { status: 'failed', ...keep, error },
      error,
    })
    throw settled(new SwapApprovalFailedError(error))
  }
  emitEvent(config, 'SWAP_APPROVAL_SUCCESS', { ...run.properties, hash })
  showSwap(config, run, {
    ...run.shown,
    status: 'checking',
    approval: { status: 'confirmed', ...keep },
  })
}

async function sendApproval(
  config: PorticoConfig,
  run: SwapRunRecord,
  tx: ConvertTransaction,
): Promise<void> {
  showSwap(config, run, { ...run.shown, status: 'approving', approval: { status: 'signing' } })
  const hash = await sendSwapTransaction(config, run, tx)
  showSwap(config, run, {
    ...run.shown,
    status: 'approving',
    approval: pending(run, hash),
  })
  await waitForApproval(config, run)
}

async function sendTrade(
  config: PorticoConfig,
  run: SwapRunRecord,
  tx: ConvertTransaction,
): Promise<{ hash: string }> {
  showSwap(config, run, { ...run.shown, status: 'swapping', transaction: { status: 'signing' } })
  const hash = await sendSwapTransaction(config, run, tx)
  showSwap(config, run, { ...run.shown, status: 'swapping', transaction: pending(run, hash) })
  // Activity lists it at once, pending, before the service's indexer sees it.
  recordOwnTransaction(config, run.account, ownTradeEntry(tradeOf(run, hash, 'pending')))
  void followSwapTrade(config, run)
  return { hash }
}

/**
 * `POST /v1/convert/build-transaction` for the confirmed quote, checked by the adapter (its
 * refusal is an `InvalidSwapTransactionError`: nothing is sent); records the router.
 */
async function buildTrade(
  config: PorticoConfig,
  run: SwapRunRecord,
  disableEstimate: boolean,
): Promise<ConvertBuiltSwap> {
  const built = await service(() =>
    config.api.blockchain.buildSwapTransaction({
      amount: run.quote.units.fromAmount,
      from: run.fromToken.address,
      to: run.toToken.address,
      userAddress: run.account,
      slippage: run.slippage,
      disableEstimate,
      toAmount: run.quote.units.toAmount,
    }),
  )
  const checked = await run.wallet.swaps.checkSwapTransaction({
    transaction: built.tx,
    minimumToAmount: built.minimumToAmount,
    swap: confirmedSwap(run),
  })
  if ('refused' in checked) throw new InvalidSwapTransactionError({ details: checked.refused })
  run.router = checked.router
  return built
}

/** What the visitor confirmed, as the adapter's checks read it (plain token addresses). */
function confirmedSwap(run: SwapRunRecord): ConfirmedSwap {
  return {
    account: run.account,
    fromToken: confirmedToken(run.fromToken),
    toToken: confirmedToken(run.toToken),
    amount: BigInt(run.quote.units.fromAmount),
    minimumReceived: minimumReceived(run.quote.units.toAmount, run.slippage),
    slippage: run.slippage,
    router: run.router,
  }
}

/** The service's native pseudo-address becomes no address; a token's CAIP-10 id its plain one. */
function confirmedToken(token: SwapToken): ConfirmedSwapToken {
  return isNativeSwapToken(token.address)
    ? { symbol: token.symbol }
    : { address: plainAddress(token.address), symbol: token.symbol }
}

function pending(run: SwapRunRecord, hash: string): SwapTransactionState {
  const explorerUrl = explorerTransactionUrl(run.network, hash)
  return { status: 'pending', hash, ...(explorerUrl ? { explorerUrl } : {}) }
}

/** A swap route's failure as the kit's typed error (409 QUOTE_MOVED, 400 with its words, …). */
async function service<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw swapServiceError(error)
  }
}

function settled<E extends PorticoError>(error: E): E {
  SETTLED_SWAP_ERRORS.add(error)
  return error
}
