import type { PorticoConfig, SwapRunRecord } from '../../types/config.ts'
import type { SwapConfirmationState } from '../../types/swap.ts'

/**
 * Records how a swap stands, and shows it while the swap store still shows this swap (the
 * visitor may have left Swap, or started another since).
 */
export function showSwap(
  config: PorticoConfig,
  run: SwapRunRecord,
  next: SwapConfirmationState,
): void {
  if (config.stores.swap.getState().confirmation === run.shown)
    config.stores.swap.setState({ confirmation: next })
  run.shown = next
}
