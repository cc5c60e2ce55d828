import { SWAP_MESSAGES } from '../../errors/swapMessages.ts'
import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import type { SwapConfirmationState, SwapState, SwapTransactionState } from '../../types/swap.ts'
import type { TransferOutcome } from '../../types/transfer.ts'
import { ownTradeEntry, tradeOf } from '../account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../account/recordOwnTransaction.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { parseTransferOutcome } from '../send/parseTransferAnswers.ts'
import { refreshAfterSwap } from './refreshAfterSwap.ts'
import { showSwap } from './showSwap.ts'
import { emitSwapError } from './swapEvents.ts'
import { validateSwap } from './validateSwap.ts'

/**
 * Waits on the network's RPC for the end of a sent swap transaction (the adapter's
 * `transfers.waitForTransfer`), or undefined when the network did not say (the hash is kept:
 * a retry asks again, it never sends again).
 */
export async function waitForSwapTransaction(
  run: SwapRunRecord,
  hash: string,
): Promise<TransferOutcome | undefined> {
  try {
    return parseTransferOutcome(
      await run.wallet.transfers.waitForTransfer({
        namespace: 'eip155',
        network: run.network,
        hash,
      }),
    )
  } catch {
    return undefined
  }
}

/**
 * Follows the trade (its hash is in `run.shown.transaction`) to its end: 'confirmed'
 * (SWAP_SUCCESS; the amount and quote are cleared, the tokens and slippage kept, the result
 * shown), 'failed' on chain (SWAP_ERROR with the network's reason; nothing was traded) or
 * 'unknown'. Once known, the balances (past the caches) and the Activity reload until they
 * show it (`refreshAfterSwap`): both sides of the trade, or the fee of a failed one. It never
 * throws.
 */
export async function followSwapTrade(config: PorticoConfig, run: SwapRunRecord): Promise<void> {
  const sent = run.shown.transaction
  const hash = sent?.hash
  if (!hash) return
  const outcome = await waitForSwapTransaction(run, hash)
  const keep = { hash, ...(sent.explorerUrl ? { explorerUrl: sent.explorerUrl } : {}) }
  const at = (transaction: SwapTransactionState, status: SwapConfirmationState['status']) => ({
    ...run.shown,
    status,
    transaction,
  })
  if (!outcome) {
    showSwap(
      config,
      run,
      at({ status: 'unknown', ...keep, error: SWAP_MESSAGES.TRANSACTION_UNKNOWN }, 'unknown'),
    )
    return
  }
  if (outcome.status === 'confirmed') {
    emitEvent(config, 'SWAP_SUCCESS', { ...run.properties, hash })
    const confirmed = at({ status: 'confirmed', ...keep }, 'confirmed')
    const { stores } = config
    if (stores.swap.getState().confirmation === run.shown) {
      // The form starts over for the next swap; the tokens and slippage stay, the result shows.
      const state = stores.swap.getState()
      const next: SwapState = {
        tokens: state.tokens,
        slippage: state.slippage,
        quote: { status: 'idle' },
        ...(state.fromToken ? { fromToken: state.fromToken } : {}),
        ...(state.toToken ? { toToken: state.toToken } : {}),
        ...(state.gasPrice !== undefined ? { gasPrice: state.gasPrice } : {}),
        confirmation: confirmed,
      }
      stores.swap.setState({ ...next, validation: validateSwap(config, next) }, true)
    }
    run.shown = confirmed
  } else {
    const error = outcome.reason ?? SWAP_MESSAGES.SWAP_FAILED
    emitSwapError(config, run, 'swap', error, hash)
    showSwap(config, run, { ...at({ status: 'failed', ...keep, error }, 'failed'), error })
  }
  // Activity shows how it ended at once, from the receipt, until the service lists it.
  recordOwnTransaction(config, run.account, ownTradeEntry(tradeOf(run, hash, outcome.status)))
  // Either way the balances moved (a reverted trade still paid its fee).
  await refreshAfterSwap(config, run, hash)
}
