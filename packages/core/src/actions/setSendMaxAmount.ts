import { Decimal, decimalOf, ROUND_DOWN } from '../internal/amounts/decimal.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { buildTransferRequest } from '../internal/send/buildTransferRequest.ts'
import { getSendContext } from '../internal/send/getSendContext.ts'
import { parseTransferFee } from '../internal/send/parseTransferAnswers.ts'
import { receiverAddress } from '../internal/send/receiverAddress.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendFeeState } from '../types/fee.ts'
import { convertTokenToUsd } from '../utils/convertTokenToUsd.ts'
import { formatUnits } from '../utils/formatUnits.ts'

/**
 * Sets the amount to the whole balance of the picked token (the Max button). For the native
 * currency the network fee is paid from the same balance, so the amount is the balance less
 * the estimated fee, never below 0, and `fee` is that estimate. When the fee cannot be
 * estimated the amount is left as it was and `fee` says why. It never throws.
 *
 * @example
 * await setSendMaxAmount(config)
 * config.stores.send.getState().sendTokenAmount // '9999.999979'
 */
export async function setSendMaxAmount(config: PorticoConfig): Promise<void> {
  const { stores } = config
  const state = stores.send.getState()
  const { token } = state
  if (!token) return
  const decimals = Number(token.quantity.decimals)
  const balance = Decimal.max(0, decimalOf(token.quantity.numeric)).decimalPlaces(
    decimals,
    ROUND_DOWN,
  )

  let max = balance
  let fee: SendFeeState = { status: 'idle' }
  if (token.address === undefined) {
    const context = getSendContext(config)
    if (!context.transfers || !context.from) return
    const loading: SendFeeState = { status: 'loading' }
    try {
      const { request, transfers } = buildTransferRequest(context, {
        token,
        amount: balance.toFixed(),
        // The fee of a native transfer does not depend on the receiver; before one is typed,
        // the account's own address stands in.
        to: receiverAddress(config, context, state) ?? context.from,
      })
      updateSendForm(config, { fee: loading })
      const estimate = parseTransferFee(await transfers.estimateTransferFee(request))
      const value = formatUnits(estimate.value, estimate.decimals)
      max = Decimal.max(0, balance.minus(value)).decimalPlaces(decimals, ROUND_DOWN)
      const valueInUSD = convertTokenToUsd(value, token.price)
      fee = {
        status: 'ready',
        value,
        symbol: estimate.symbol,
        ...(valueInUSD !== undefined ? { valueInUSD } : {}),
      }
    } catch (error) {
      if (stores.send.getState().fee === loading)
        updateSendForm(config, {
          fee: { status: 'error', message: toPorticoError(error).message },
        })
      return
    }
    // The visitor changed the form meanwhile: their change wins.
    if (stores.send.getState().fee !== loading || stores.send.getState().token !== token) return
  }

  const amount = max.toFixed()
  const usd = convertTokenToUsd(amount, token.price)
  const unit = stores.send.getState().amountUnit
  updateSendForm(config, {
    amountInput: unit === 'usd' && usd !== undefined ? usd : amount,
    sendTokenAmount: amount,
    networkBalanceInUSD: usd,
    fee,
  })
}
