import { SWAP_MESSAGES } from '../../errors/swapMessages.ts'
import type { SwapState, SwapValidation } from '../../types/swap.ts'
import type { SwapContext } from './getSwapContext.ts'
import { swapTokenKey } from './swapTokenIds.ts'

/**
 * The Swap rules that need no arithmetic, in order: UNSUPPORTED_NETWORK (not EVM, a wallet that
 * cannot send transactions, a chain the dApp does not list, or the service said so),
 * FROM_TOKEN_REQUIRED, TO_TOKEN_REQUIRED, SAME_TOKEN, AMOUNT_REQUIRED. Kept apart from
 * `validateSwap` so that opening Swap does not load bignumber.js.
 */
export function checkSwapBasics(
  context: SwapContext,
  state: SwapState,
): SwapValidation | undefined {
  if (
    !context.evm ||
    state.tokens.status === 'unsupported' ||
    (context.connected && (!context.wallet || !context.network))
  )
    return { code: 'UNSUPPORTED_NETWORK', message: SWAP_MESSAGES.UNSUPPORTED_NETWORK }
  const { fromToken, toToken } = state
  if (!fromToken) return { code: 'FROM_TOKEN_REQUIRED', message: SWAP_MESSAGES.FROM_TOKEN_REQUIRED }
  if (!toToken) return { code: 'TO_TOKEN_REQUIRED', message: SWAP_MESSAGES.TO_TOKEN_REQUIRED }
  if (swapTokenKey(fromToken.address) === swapTokenKey(toToken.address))
    return { code: 'SAME_TOKEN', message: SWAP_MESSAGES.SAME_TOKEN }
  if (!state.amountInput?.trim())
    return { code: 'AMOUNT_REQUIRED', message: SWAP_MESSAGES.AMOUNT_REQUIRED }
  return undefined
}
