import { followSwapTrade } from '../internal/swap/followSwapTrade.ts'
import { settleSwapFailure } from '../internal/swap/settleSwapFailure.ts'
import { showSwap } from '../internal/swap/showSwap.ts'
import { continueAfterApproval, waitForApproval } from '../internal/swap/swapSteps.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type ConfirmSwapErrorType, confirmSwap } from './confirmSwap.ts'

export type RetrySwapErrorType = ConfirmSwapErrorType

/**
 * Tries the last swap again, never sending a transaction twice:
 * - 'unknown' (the wallet sent the approval or the trade, but the network did not say how it
 *   ended): asks the network again about the same hash ('pending' until it answers); an
 *   approval found mined goes on to the trade, as `confirmSwap` does; nothing is sent again;
 * - 'failed' (refused, a service error, failed on chain): confirms the form again from a fresh
 *   quote, as `confirmSwap` does (an approval already mined is not asked for again: the
 *   allowance covers it), and rejects as it does.
 * Otherwise (nothing confirmed, under way, confirmed) it does nothing.
 *
 * @example
 * if (config.stores.swap.getState().confirmation?.status === 'unknown') await retrySwap(config)
 */
export async function retrySwap(config: PorticoConfig): Promise<void> {
  const { confirmation } = config.stores.swap.getState()
  const run = config.internal.swap.run
  if (confirmation?.status === 'failed') {
    await confirmSwap(config)
    return
  }
  if (confirmation?.status !== 'unknown' || !run || run.shown !== confirmation) return
  const { approval, transaction } = confirmation
  if (transaction?.status === 'unknown' && transaction.hash) {
    const { error: _, ...sent } = transaction
    showSwap(config, run, {
      ...confirmation,
      status: 'swapping',
      transaction: { ...sent, status: 'pending' },
    })
    void followSwapTrade(config, run)
    return
  }
  if (approval?.status === 'unknown' && approval.hash) {
    const { error: _, ...sent } = approval
    showSwap(config, run, {
      ...confirmation,
      status: 'approving',
      approval: { ...sent, status: 'pending' },
    })
    try {
      await waitForApproval(config, run)
      await continueAfterApproval(config, run)
    } catch (error) {
      throw await settleSwapFailure(config, run, error)
    }
  }
}
