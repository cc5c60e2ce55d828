import { SWAP_NATIVE_TOKEN_ADDRESS } from '../../constants.ts'
import { SWAP_MESSAGES } from '../../errors/swapMessages.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SwapState, SwapToken, SwapValidation } from '../../types/swap.ts'
import { decimalOf, parsePlainDecimal } from '../amounts/decimal.ts'
import { checkSwapBasics } from './checkSwapBasics.ts'
import { getSwapContext, type SwapContext } from './getSwapContext.ts'
import { swapBalanceOf } from './swapBalanceOf.ts'
import { isNativeSwapToken } from './swapTokenIds.ts'

/**
 * The first Swap rule the form breaks, in this order: UNSUPPORTED_NETWORK (not EVM, a wallet
 * that cannot send transactions, or the service said so), FROM_TOKEN_REQUIRED,
 * TO_TOKEN_REQUIRED, SAME_TOKEN, AMOUNT_REQUIRED, INVALID_AMOUNT, TOO_MANY_DECIMALS,
 * INSUFFICIENT_BALANCE, INSUFFICIENT_FEE (once a quote gives the fee; the amount counts too
 * when paying with the native currency). Undefined when it can be swapped.
 */
export function validateSwap(
  config: PorticoConfig,
  state: SwapState,
  context: SwapContext = getSwapContext(config),
): SwapValidation | undefined {
  const basics = checkSwapBasics(context, state)
  if (basics) return basics
  const { fromToken } = state
  if (!fromToken) return undefined
  const amount = state.fromAmount === undefined ? undefined : parsePlainDecimal(state.fromAmount)
  if (!amount?.isGreaterThan(0))
    return { code: 'INVALID_AMOUNT', message: SWAP_MESSAGES.INVALID_AMOUNT }
  if ((amount.decimalPlaces() ?? 0) > fromToken.decimals)
    return {
      code: 'TOO_MANY_DECIMALS',
      message: SWAP_MESSAGES.TOO_MANY_DECIMALS(fromToken.symbol, fromToken.decimals),
    }

  const account = config.stores.account.getState().namespaces.eip155
  const held = (token: SwapToken) =>
    decimalOf(swapBalanceOf(account, context.network, token).balance)
  if (amount.isGreaterThan(held(fromToken)))
    return {
      code: 'INSUFFICIENT_BALANCE',
      message: SWAP_MESSAGES.INSUFFICIENT_BALANCE(fromToken.symbol),
    }
  if (state.quote.status === 'ready' && context.network) {
    const { fee } = state.quote.quote
    const native = isNativeSwapToken(fromToken.address)
    const nativeToken: SwapToken = {
      address: `${context.network.caipNetworkId}:${SWAP_NATIVE_TOKEN_ADDRESS}`,
      symbol: fee.symbol,
      name: fee.symbol,
      decimals: context.network.nativeCurrency.decimals,
      logoUri: null,
    }
    const needed = decimalOf(fee.value).plus(native ? amount : 0)
    if (needed.isGreaterThan(held(native ? fromToken : nativeToken)))
      return { code: 'INSUFFICIENT_FEE', message: SWAP_MESSAGES.INSUFFICIENT_FEE(fee.symbol) }
  }
  return undefined
}
