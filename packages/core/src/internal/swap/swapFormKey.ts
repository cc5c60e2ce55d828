import type { SwapState } from '../../types/swap.ts'

/** What a quote is for: the two tokens and the amount. An answer for another form is dropped. */
export function swapFormKey(state: Pick<SwapState, 'fromToken' | 'toToken' | 'fromAmount'>) {
  return [state.fromToken?.address, state.toToken?.address, state.fromAmount]
    .map((part) => part?.toLowerCase() ?? '')
    .join('|')
}
