import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Swaps the token paid with and the token received. The amount typed stays, as an amount of
 * the token now paid with; a new quote is asked for.
 *
 * @example
 * flipSwapTokens(config) // ETH → PUSD becomes PUSD → ETH
 */
export function flipSwapTokens(config: PorticoConfig): void {
  const { fromToken, toToken } = config.stores.swap.getState()
  updateSwapForm(config, { fromToken: toToken, toToken: fromToken })
}
