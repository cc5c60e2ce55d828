import { cancelSwapQuote } from '../internal/swap/cancelSwapQuote.ts'
import { checkSwapBasics } from '../internal/swap/checkSwapBasics.ts'
import { getSwapContext } from '../internal/swap/getSwapContext.ts'
import { INITIAL_SWAP_STATE } from '../stores/createStores.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SwapState } from '../types/swap.ts'
import { fetchBalance } from './fetchBalance.ts'
import { navigate } from './navigate.ts'

/**
 * Opens the Swap view (pushed on the history unless it is the current view) on an empty form at
 * the default slippage (spec §9: 1%). `validation` says at once what is missing, or 'Network not
 * supported for Swaps' off EVM. The view loads the network's swap tokens (`loadSwapTokens`); the
 * balances are read again past both caches, so the pickers show what the account holds now. A
 * swap still under way is followed to its end all the same.
 *
 * @example
 * openSwap(config)
 */
export function openSwap(config: PorticoConfig): void {
  cancelSwapQuote(config)
  const form: SwapState = { ...INITIAL_SWAP_STATE }
  const validation = checkSwapBasics(getSwapContext(config), form)
  config.stores.swap.setState({ ...form, validation }, true)
  if (config.stores.router.getState().view !== 'Swap') navigate(config, 'Swap')
  // fetchBalance reports its own failure (spec §8 snackbar); the form works from what is known.
  void fetchBalance(config, { namespace: 'eip155', force: true })
}
