import type { AdapterErrorType } from '../errors/base.ts'
import {
  type InvalidWalletResponseErrorType,
  NotConnectedError,
  type NotConnectedErrorType,
  type ProviderRequestErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import {
  SendInProgressError,
  type SendInProgressErrorType,
  SendValidationError,
  type SendValidationErrorType,
} from '../errors/send.ts'
import { SEND_MESSAGES } from '../errors/sendMessages.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { buildTransferRequest } from '../internal/send/buildTransferRequest.ts'
import { getSendContext } from '../internal/send/getSendContext.ts'
import { receiverAddress, receiverValidation } from '../internal/send/receiverAddress.ts'
import { resolveReceiverName } from '../internal/send/resolveReceiverName.ts'
import { startTransfer } from '../internal/send/startTransfer.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import { validateSend } from '../internal/send/validateSend.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendReceiverName, SendTransferState } from '../types/send.ts'

/** The hash (EVM) or signature (Solana) the wallet returned. */
export interface SendTokensReturnType {
  hash: string
}

export type SendTokensErrorType =
  | SendValidationErrorType
  | SendInProgressErrorType
  | NotConnectedErrorType
  | UserRejectedRequestErrorType
  | InvalidWalletResponseErrorType
  | ProviderRequestErrorType
  | WalletCodeErrorType
  | AdapterErrorType

/**
 * Sends the Send form's transfer through the connected wallet (spec §3, §9: EVM and Solana):
 * - a receiver typed as a name (EVM) is resolved again first: if it no longer resolves, or
 *   resolves to another address than the one shown, it rejects with `SendValidationError`
 *   (NAME_CHANGED / NAME_NOT_FOUND) and the form shows the new answer; nothing is sent;
 * - checks the form again and rejects with `SendValidationError` (the rule's message) when it
 *   breaks a rule, and with `SendInProgressError` while the last transfer is with the wallet,
 *   pending or unknown: a double click never sends twice;
 * - reports SEND_INITIATED (token symbol and address, amount, receiver, network), sets
 *   `transfer` to 'signing' and asks the wallet's adapter (`transfers.sendTransfer`) for the
 *   amount in the token's smallest unit;
 * - with the hash: 'pending' (with the explorer link when the network has an explorer), and
 *   resolves; the transfer is then followed to 'confirmed' (SEND_SUCCESS, the form resets as
 *   spec §4 says while `transfer` keeps the result, balances and Activity reload) or 'failed'
 *   (SEND_ERROR), or 'unknown' when the network cannot say (`retrySend` asks again);
 * - a refusal or an error before a hash: 'failed' with the typed error's message, SEND_ERROR,
 *   and it rejects with that error (`UserRejectedRequestError`, …): nothing was sent.
 *
 * @example
 * const { hash } = await sendTokens(config)
 * config.stores.send.getState().transfer // { status: 'pending', hash, explorerUrl }
 */
export async function sendTokens(config: PorticoConfig): Promise<SendTokensReturnType> {
  const before = config.stores.send.getState()
  const status = before.transfer?.status
  if (status === 'signing' || status === 'pending' || status === 'unknown')
    throw new SendInProgressError({ details: `The last transfer is ${status}` })
  if (before.receiverName?.status === 'resolved' && !before.validation)
    await checkReceiverName(config, before.receiverName)
  const state = config.stores.send.getState()
  const context = getSendContext(config)
  if (!context.connected || !context.from)
    throw new NotConnectedError({ details: `No wallet is connected in '${context.namespace}'` })
  const validation = validateSend(config, state, context)
  const to = receiverAddress(config, context, state)
  if (validation || !state.token || state.sendTokenAmount === undefined || !to) {
    updateSendForm(config, {})
    throw new SendValidationError(
      validation ?? { code: 'TOKEN_REQUIRED', message: SEND_MESSAGES.TOKEN_REQUIRED },
    )
  }
  const { request, transfers } = buildTransferRequest(context, {
    token: state.token,
    amount: state.sendTokenAmount,
    to,
  })
  return startTransfer(config, {
    request,
    transfers,
    properties: {
      token: request.token.symbol,
      ...(request.token.address ? { tokenAddress: request.token.address } : {}),
      amount: state.sendTokenAmount,
      receiver: to,
      network: request.network.caipNetworkId,
    },
  })
}

/**
 * A receiver typed as a name is looked up again right before sending (not from the 5-minute
 * cache): when it no longer resolves, or resolves to another address than the one shown, the
 * send stops (`SendValidationError`: NAME_CHANGED, NAME_NOT_FOUND or NAME_NOT_RESOLVED) and the
 * form shows the new answer. Meanwhile `transfer` is 'signing', so a second press waits.
 */
async function checkReceiverName(config: PorticoConfig, shown: SendReceiverName): Promise<void> {
  const { send } = config.stores
  const previous = send.getState().transfer
  const checking: SendTransferState = { status: 'signing' }
  send.setState({ transfer: checking })
  let fresh: SendReceiverName
  try {
    fresh = await resolveReceiverName(config, { force: true })
  } finally {
    if (send.getState().transfer === checking) send.setState({ transfer: previous })
  }
  if (fresh.status === 'resolved' && fresh.address?.toLowerCase() === shown.address?.toLowerCase())
    return
  const current = send.getState()
  if (current.receiverName?.name === fresh.name)
    updateSendForm(config, {
      receiverName:
        fresh.status === 'resolved' && shown.address
          ? { ...fresh, changedFrom: shown.address }
          : fresh,
    })
  throw new SendValidationError(
    fresh.status === 'resolved'
      ? { code: 'NAME_CHANGED', message: SEND_MESSAGES.NAME_CHANGED(fresh.name) }
      : receiverValidation(getSendContext(config), { ...current, receiverName: fresh }),
  )
}
