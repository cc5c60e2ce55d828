import type { TokenBalance } from '../../types/api.ts'
import type { SendAmountUnit, SendState } from '../../types/send.ts'
import { convertTokenToUsd } from '../../utils/convertTokenToUsd.ts'
import { convertUsdToToken } from '../../utils/convertUsdToToken.ts'
import { parsePlainDecimal } from '../amounts/decimal.ts'

/**
 * The amount in whole tokens and its USD value, from what was typed in `unit`: digits with one
 * '.' (no ',' and no sign), surrounding spaces ignored. Both are undefined when the input is
 * empty or not such a number; a USD input needs the token's price.
 */
export function deriveSendAmount(
  input: string | undefined,
  unit: SendAmountUnit,
  token: TokenBalance | undefined,
): Pick<SendState, 'sendTokenAmount' | 'networkBalanceInUSD'> {
  const typed = input === undefined ? undefined : parsePlainDecimal(input.trim())
  if (!typed) return { sendTokenAmount: undefined, networkBalanceInUSD: undefined }
  const sendTokenAmount =
    unit === 'token'
      ? typed.toFixed()
      : token
        ? convertUsdToToken(typed.toFixed(), token.price, Number(token.quantity.decimals))
        : undefined
  return {
    sendTokenAmount,
    networkBalanceInUSD:
      sendTokenAmount !== undefined && token
        ? convertTokenToUsd(sendTokenAmount, token.price)
        : undefined,
  }
}
