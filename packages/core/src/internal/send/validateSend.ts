import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SendState, SendValidation } from '../../types/send.ts'
import { type Decimal, decimalOf, parsePlainDecimal } from '../amounts/decimal.ts'
import { checkSendBasics } from './checkSendBasics.ts'
import { getSendContext, type SendContext } from './getSendContext.ts'
import { receiverAddress, receiverValidation } from './receiverAddress.ts'

/**
 * The first Send rule the form breaks (spec §5), in this order: UNSUPPORTED_CHAIN,
 * TOKEN_REQUIRED, AMOUNT_AND_RECEIVER_REQUIRED, INVALID_AMOUNT, TOO_MANY_DECIMALS,
 * INVALID_RECEIVER (or, for a receiver typed as a name, NAME_UNSUPPORTED off EVM, NAME_RESOLVING
 * while it is looked up, NAME_NOT_FOUND / NAME_NOT_RESOLVED), INSUFFICIENT_BALANCE, INSUFFICIENT_FEE (once the fee is known; the amount
 * counts too when the token is the native currency). Undefined when it can be sent.
 */
export function validateSend(
  config: PorticoConfig,
  state: SendState,
  context: SendContext = getSendContext(config),
): SendValidation | undefined {
  const basics = checkSendBasics(context, state)
  if (basics) return basics
  const { token } = state
  if (!token) return { code: 'TOKEN_REQUIRED', message: SEND_MESSAGES.TOKEN_REQUIRED }

  const amount =
    state.sendTokenAmount === undefined ? undefined : parsePlainDecimal(state.sendTokenAmount)
  if (!amount?.isGreaterThan(0))
    return { code: 'INVALID_AMOUNT', message: SEND_MESSAGES.INVALID_AMOUNT }
  const decimals = Number(token.quantity.decimals)
  if ((amount.decimalPlaces() ?? 0) > decimals)
    return {
      code: 'TOO_MANY_DECIMALS',
      message: SEND_MESSAGES.TOO_MANY_DECIMALS(token.symbol, decimals),
    }
  if (!receiverAddress(config, context, state)) return receiverValidation(context, state)
  if (amount.isGreaterThan(decimalOf(token.quantity.numeric)))
    return {
      code: 'INSUFFICIENT_BALANCE',
      message: SEND_MESSAGES.INSUFFICIENT_BALANCE(token.symbol),
    }

  if (state.fee.status === 'ready') {
    const isNative = token.address === undefined
    const nativeBalance = isNative
      ? decimalOf(token.quantity.numeric)
      : nativeBalanceOf(config, context)
    const needed = decimalOf(state.fee.value).plus(isNative ? amount : 0)
    if (nativeBalance !== undefined && needed.isGreaterThan(nativeBalance))
      return {
        code: 'INSUFFICIENT_FEE',
        message: SEND_MESSAGES.INSUFFICIENT_FEE(state.fee.symbol),
      }
  }
  return undefined
}

/** The account's native balance on the network, zero included; undefined when not known. */
function nativeBalanceOf(config: PorticoConfig, context: SendContext): Decimal | undefined {
  const { network } = context
  const account = config.stores.account.getState().namespaces[context.namespace]
  if (!network || !account) return undefined
  const native = account.tokenBalance?.find(
    (token) =>
      token.address === undefined &&
      (token.chainId === network.caipNetworkId || token.chainId === String(network.id)),
  )
  const numeric = native?.quantity.numeric ?? account.balance
  return numeric === undefined ? undefined : decimalOf(numeric)
}
