import { deriveSendAmount } from '../internal/send/deriveSendAmount.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { TokenBalance } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Picks the token to send (one of `getSendTokens`). The amount typed so far is kept and read
 * for the new token; typed in USD for a token without a price, it is cleared and the unit goes
 * back to tokens. The fee is asked again (`estimateSendFee`); `validation` is kept current.
 *
 * @example
 * setSendToken(config, getSendTokens(config)[1])
 */
export function setSendToken(config: PorticoConfig, token: TokenBalance): void {
  const { amountInput, amountUnit } = config.stores.send.getState()
  const priced = Number.isFinite(token.price) && token.price > 0
  const unit = amountUnit === 'usd' && !priced ? 'token' : amountUnit
  const input = unit === amountUnit ? amountInput : undefined
  updateSendForm(config, {
    token,
    amountUnit: unit,
    amountInput: input,
    ...deriveSendAmount(input, unit, token),
    fee: { status: 'idle' },
  })
}
