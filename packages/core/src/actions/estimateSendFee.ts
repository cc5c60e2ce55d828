import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { buildTransferRequest } from '../internal/send/buildTransferRequest.ts'
import { getSendContext } from '../internal/send/getSendContext.ts'
import { isGasSponsored } from '../internal/send/isGasSponsored.ts'
import { parseTransferFee } from '../internal/send/parseTransferAnswers.ts'
import { receiverAddress } from '../internal/send/receiverAddress.ts'
import { sendFormKey } from '../internal/send/sendFormKey.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import { validateSend } from '../internal/send/validateSend.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendFeeState } from '../types/fee.ts'
import type { TransferFee } from '../types/transfer.ts'
import { convertTokenToUsd } from '../utils/convertTokenToUsd.ts'
import { formatUnits } from '../utils/formatUnits.ts'
import { getSendTokens } from './getSendTokens.ts'

/**
 * Asks the connected wallet's adapter what the Send form's transfer would cost now
 * (`transfers.estimateTransferFee`, read from the network's RPC) once token, amount and receiver
 * are valid, and sets `fee`: 'loading', then 'ready' with the exact fee in the native currency
 * and its USD value at the native token's price when known, or 'error' with the reason. A fee
 * larger than the native balance allows makes `validation` 'Insufficient ETH for the network
 * fee'. The embedded wallet's smart account, where the project sponsors its gas, pays none: the fee
 * is then 0 with `sponsored`. An answer that arrives after the form changed is dropped. It never
 * throws.
 *
 * @example
 * await estimateSendFee(config)
 * config.stores.send.getState().fee // { status: 'ready', value: '0.000021', symbol: 'ETH', valueInUSD: '0.04' }
 */
export async function estimateSendFee(config: PorticoConfig): Promise<void> {
  const { stores } = config
  const state = stores.send.getState()
  const context = getSendContext(config)
  const validation = validateSend(config, state, context)
  const to = receiverAddress(config, context, state)
  if (
    (validation && validation.code !== 'INSUFFICIENT_FEE') ||
    !state.token ||
    state.sendTokenAmount === undefined ||
    !to
  ) {
    updateSendForm(config, {})
    return
  }

  const loading: SendFeeState = { status: 'loading' }
  const key = sendFormKey(context, state)
  // Stale: a setter or a newer estimate replaced our 'loading', or the account/network changed.
  const isCurrent = () =>
    stores.send.getState().fee === loading &&
    sendFormKey(getSendContext(config), stores.send.getState()) === key
  let built: ReturnType<typeof buildTransferRequest>
  try {
    built = buildTransferRequest(context, { token: state.token, amount: state.sendTokenAmount, to })
  } catch (error) {
    updateSendForm(config, { fee: { status: 'error', message: toPorticoError(error).message } })
    return
  }
  updateSendForm(config, { fee: loading })
  if (await isGasSponsored(config, context)) {
    if (isCurrent())
      updateSendForm(config, {
        fee: {
          status: 'ready',
          value: '0',
          symbol: context.network?.nativeCurrency.symbol ?? '',
          sponsored: true,
        },
      })
    return
  }
  let fee: TransferFee
  try {
    fee = parseTransferFee(await built.transfers.estimateTransferFee(built.request))
  } catch (error) {
    if (isCurrent())
      updateSendForm(config, { fee: { status: 'error', message: toPorticoError(error).message } })
    return
  }
  if (!isCurrent()) return

  const value = formatUnits(fee.value, fee.decimals)
  const native = getSendTokens(config).find((token) => token.address === undefined)
  const valueInUSD = native ? convertTokenToUsd(value, native.price) : undefined
  updateSendForm(config, {
    fee: {
      status: 'ready',
      value,
      symbol: fee.symbol,
      ...(valueInUSD !== undefined ? { valueInUSD } : {}),
    },
  })
}
