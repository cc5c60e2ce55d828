import { ChainRpcError } from '../errors/chainRpc.ts'
import {
  PayFailedError,
  type PayFailedErrorType,
  PayInProgressError,
  type PayInProgressErrorType,
} from '../errors/pay.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { failPayment } from '../internal/pay/failPayment.ts'
import { followExchangeCheckout } from '../internal/pay/followExchangeCheckout.ts'
import { getPayContext } from '../internal/pay/getPayContext.ts'
import { isPaymentUnderWay } from '../internal/pay/isPaymentUnderWay.ts'
import { leavePaymentUnknown } from '../internal/pay/leavePaymentUnknown.ts'
import { openPayWindow } from '../internal/pay/openPayWindow.ts'
import { stopPayCheckout } from '../internal/pay/stopPayCheckout.ts'
import { succeedPayment } from '../internal/pay/succeedPayment.ts'
import { toPayTransferToken } from '../internal/pay/toPayTransferToken.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { isTransferHash } from '../internal/send/parseTransferAnswers.ts'
import type { PorticoConfig } from '../types/config.ts'
import { parseUnits } from '../utils/parseUnits.ts'

/** Why nothing was paid, for the view; the visitor may try again or pay from the wallet. */
export const PAY_NOT_PAID_MESSAGES = {
  closed: 'The exchange window was closed before paying: nothing was paid',
  cancelled: 'The payment was cancelled at the exchange: nothing was paid',
  blocked: 'The exchange window was blocked: allow pop-ups for this site and try again',
} as const

/**
 * `PayInProgressError` while a payment is under way, `PayFailedError` without an open payment or
 * a read token. Any later failure ends the payment instead: `pay` rejects with it.
 */
export type PayWithExchangeErrorType = PayInProgressErrorType | PayFailedErrorType

/**
 * Pays the open payment from an exchange account (docs/onramp-and-pay.md). Call it in the
 * visitor's click: the exchange's window opens before anything is awaited (popup blockers),
 * then goes to the address `POST /v1/pay/exchange-url` gives (PAY_EXCHANGE_SELECTED, then
 * PAY_INITIATED). While 'waiting', the window is followed (`followExchangeCheckout`: its one
 * message from the address's exact origin for this session, the status route, the window
 * closing). When the exchange says it paid, the kit reads the chain itself ('confirming'): the
 * receipt of its hash must be in a block after the one the payment opened at (read beside
 * the exchange's address) and show exactly the amount moved to the recipient; then `pay` resolves
 * with `{ txHash, network, from, method: 'exchange' }`. Otherwise:
 * - window closed without paying, or cancelled at the exchange: back to the choice, `error`
 *   says nothing was paid (PAY_ERROR); `pay` stays open;
 * - the exchange failed, or the chain shows something else: `pay` rejects with `PayFailedError`;
 * - the network does not answer about the exchange's transaction: 'unknown' (`retryPay`).
 * Throws `PayInProgressError` while a payment is under way.
 *
 * @example
 * <button onClick={() => payWithExchange(config, { exchangeId: 'sandbox' })}>Sandbox</button>
 */
export async function payWithExchange(
  config: PorticoConfig,
  parameters: { exchangeId: string },
): Promise<void> {
  const state = config.stores.pay.getState()
  if (isPaymentUnderWay(state.status)) throw new PayInProgressError()
  const { request, token } = state
  if (!request || !config.internal.pay.run) throw new PayFailedError('no payment is open')
  if (token.status !== 'ready') throw new PayFailedError('the token is not read yet')
  const { exchangeId } = parameters
  const { transfers } = getPayContext(config, request)
  if (!transfers?.checkTransfer || !transfers.readBlockHeight) {
    failPayment(
      config,
      new PayFailedError(`no adapter can check a payment on ${request.network.name}`),
      { method: 'exchange' },
    )
    return
  }
  const popup = openPayWindow()
  if (!popup) {
    config.stores.pay.setState({ error: PAY_NOT_PAID_MESSAGES.blocked })
    return
  }
  // Set before the first await: a second click in the same tick sees it.
  config.stores.pay.setState({
    status: 'waiting',
    method: 'exchange',
    error: undefined,
    session: undefined,
  })
  const id = config.internal.pay.id
  const stale = () => id !== config.internal.pay.id
  const properties = {
    method: 'exchange',
    exchangeId,
    recipient: request.recipient,
    amount: request.amount,
    asset: request.asset,
    network: request.network.caipNetworkId,
  }
  emitEvent(config, 'PAY_EXCHANGE_SELECTED', { exchangeId, network: request.network.caipNetworkId })
  let session: { url: string; sessionId: string }
  let openedAt: bigint
  try {
    // The block the payment opens at, read before the exchange can pay: only a transaction
    // mined after it counts, so a hash of an earlier payment of the same amount never does.
    ;[session, openedAt] = await Promise.all([
      config.api.pay.getExchangeUrl({
        exchangeId,
        network: request.network.caipNetworkId,
        asset: request.asset,
        amount: request.amount,
        recipient: request.recipient,
      }),
      transfers.readBlockHeight({
        namespace: request.network.chainNamespace,
        network: request.network,
      }),
    ])
  } catch (error) {
    popup.close()
    if (stale()) return
    notPaid(config, toPorticoError(error).message)
    return
  }
  if (stale()) {
    popup.close()
    return
  }
  popup.location.href = session.url
  config.stores.pay.setState({ session: { exchangeId, ...session } })
  emitEvent(config, 'PAY_INITIATED', properties)
  const checkout = followExchangeCheckout({
    popup,
    api: config.api.pay,
    isTransactionHash: (hash) => isTransferHash(config, request.network.chainNamespace, hash),
    ...session,
  })
  config.internal.pay.checkout = checkout
  const end = await checkout.ended
  if (stale()) return
  config.internal.pay.checkout = undefined
  if (end.status === 'closed' || end.status === 'cancelled') {
    notPaid(config, PAY_NOT_PAID_MESSAGES[end.status])
    return
  }
  if (end.status === 'completed') await confirmExchangePayment(config, end.txHash, openedAt)
  else failPayment(config, new PayFailedError('the exchange could not pay'), { method: 'exchange' })
}

/**
 * Reads the chain: the exchange's transaction must be mined after `openedAt` and move exactly
 * the amount to the recipient.
 */
async function confirmExchangePayment(
  config: PorticoConfig,
  hash: string,
  openedAt: bigint,
): Promise<void> {
  const { request, token } = config.stores.pay.getState()
  if (!request || token.status !== 'ready') return
  const id = config.internal.pay.id
  config.stores.pay.setState({ status: 'confirming', hash })
  try {
    const { transfers } = getPayContext(config, request)
    if (!transfers?.checkTransfer)
      throw new PayFailedError(`no adapter can check a payment on ${request.network.name}`)
    const transferToken = toPayTransferToken(token.token)
    const checked = await transfers.checkTransfer({
      namespace: request.network.chainNamespace,
      network: request.network,
      hash,
      token: transferToken,
      to: request.recipient,
      amount: parseUnits(request.amount, transferToken.decimals),
      minedAfter: openedAt,
    })
    if (id !== config.internal.pay.id) return
    if (checked.status === 'confirmed')
      succeedPayment(config, {
        txHash: hash,
        network: request.network.caipNetworkId,
        from: checked.from,
        method: 'exchange',
      })
    else failPayment(config, new PayFailedError(checked.reason), { method: 'exchange', hash })
  } catch (error) {
    if (id !== config.internal.pay.id) return
    // The exchange paid, but the network did not answer about it: asked again on retryPay.
    if (error instanceof ChainRpcError)
      leavePaymentUnknown(config, () => confirmExchangePayment(config, hash, openedAt))
    else failPayment(config, toPorticoError(error), { method: 'exchange', hash })
  }
}

/** Nothing was paid: back to the choice, with why; `pay` stays open. */
function notPaid(config: PorticoConfig, message: string): void {
  stopPayCheckout(config)
  config.stores.pay.setState({
    status: 'idle',
    method: undefined,
    session: undefined,
    error: message,
  })
  emitEvent(config, 'PAY_ERROR', { method: 'exchange', message })
}
