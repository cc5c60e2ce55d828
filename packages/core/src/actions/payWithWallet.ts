import {
  PayFailedError,
  type PayFailedErrorType,
  PayInProgressError,
  type PayInProgressErrorType,
} from '../errors/pay.ts'
import { explorerTransactionUrl } from '../internal/account/explorerTransactionUrl.ts'
import { ownTransferEntry } from '../internal/account/ownTransactionEntries.ts'
import { recordOwnTransaction } from '../internal/account/recordOwnTransaction.ts'
import { reloadActivityUntilIndexed } from '../internal/account/reloadActivityUntilIndexed.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { buildPayTransfer } from '../internal/pay/buildPayTransfer.ts'
import { failPayment } from '../internal/pay/failPayment.ts'
import { getPayContext } from '../internal/pay/getPayContext.ts'
import { isPaymentUnderWay } from '../internal/pay/isPaymentUnderWay.ts'
import { leavePaymentUnknown } from '../internal/pay/leavePaymentUnknown.ts'
import { succeedPayment } from '../internal/pay/succeedPayment.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { parseTransferHash, parseTransferOutcome } from '../internal/send/parseTransferAnswers.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { TransferOutcome } from '../types/transfer.ts'
import { navigate } from './navigate.ts'
import { switchNetwork } from './switchNetwork.ts'

/**
 * `PayInProgressError` while a payment is under way, `PayFailedError` without an open payment or
 * a read token. Any later failure ends the payment instead: `pay` rejects with it.
 */
export type PayWithWalletErrorType = PayInProgressErrorType | PayFailedErrorType

/**
 * Pays the open payment from the connected wallet, through the same adapter capability as the
 * Send form (`transfers.sendTransfer`, then `waitForTransfer` reads the receipt on chain):
 * - no wallet connected in the network's family: opens Connect (wallets only, payment mode);
 *   once one connects, the modal comes back to Pay;
 * - the wallet on another network: it is asked to switch first;
 * - 'signing' (PAY_INITIATED) → 'pending' with the hash → 'confirmed': `pay` resolves with
 *   `{ txHash, network, from, method: 'wallet' }` (PAY_SUCCESS); Activity lists the transfer
 *   from its hash (pending) and its receipt on, before the service's indexer does;
 * - a refusal, a failed switch, or a revert: 'failed' with the message, PAY_ERROR, and `pay`
 *   rejects with the typed error (`UserRejectedRequestError`, `PayFailedError`, …);
 * - sent, but the network does not answer about it: 'unknown' (`retryPay` asks again; it is
 *   never sent again).
 * A second call while one is under way throws `PayInProgressError`: a double click pays once.
 *
 * @example
 * await payWithWallet(config)
 * config.stores.pay.getState().status // 'confirmed'
 */
export async function payWithWallet(config: PorticoConfig): Promise<void> {
  const state = config.stores.pay.getState()
  if (isPaymentUnderWay(state.status)) throw new PayInProgressError()
  const { request, token } = state
  if (!request || !config.internal.pay.run) throw new PayFailedError('no payment is open')
  if (token.status !== 'ready') throw new PayFailedError('the token is not read yet')
  const context = getPayContext(config, request)
  if (!context.connected) {
    navigate(config, 'Connect', { namespace: request.network.chainNamespace })
    return
  }
  // Set before the first await: a second click in the same tick sees it.
  config.stores.pay.setState({ status: 'signing', method: 'wallet', error: undefined })
  const id = config.internal.pay.id
  const stale = () => id !== config.internal.pay.id
  const properties = {
    method: 'wallet',
    amount: request.amount,
    asset: request.asset,
    token: token.token.symbol,
    recipient: request.recipient,
    network: request.network.caipNetworkId,
  }
  let sent: { hash: string } & ReturnType<typeof buildPayTransfer>
  try {
    if (!context.onNetwork) await switchNetwork(config, request.network)
    if (stale()) return
    const { transfer, transfers } = buildPayTransfer(config, request, token.token)
    emitEvent(config, 'PAY_INITIATED', properties)
    const hash = parseTransferHash(
      config,
      transfer.namespace,
      await transfers.sendTransfer(transfer),
    )
    if (stale()) return
    const explorerUrl = explorerTransactionUrl(request.network, hash)
    config.stores.pay.setState({ status: 'pending', hash, ...(explorerUrl ? { explorerUrl } : {}) })
    // Activity lists it at once, pending, before the service's indexer sees it.
    recordOwnTransaction(
      config,
      transfer.from,
      ownTransferEntry({ request: transfer, hash, status: 'pending' }),
    )
    sent = { hash, transfer, transfers }
  } catch (error) {
    if (stale()) return
    failPayment(config, toPorticoError(error), { method: 'wallet' })
    return
  }
  const { hash, transfer, transfers } = sent
  const confirm = async (): Promise<void> => {
    config.stores.pay.setState({ status: 'pending', error: undefined })
    let outcome: TransferOutcome
    try {
      outcome = parseTransferOutcome(
        await transfers.waitForTransfer({
          namespace: transfer.namespace,
          network: request.network,
          hash,
        }),
      )
    } catch {
      // Sent, but the network did not answer: it may still land, so it is never sent again.
      if (!stale()) leavePaymentUnknown(config, confirm)
      return
    }
    // Recorded even for a payment given up meanwhile: the transfer happened all the same.
    recordOwnTransaction(
      config,
      transfer.from,
      ownTransferEntry({ request: transfer, hash, status: outcome.status }),
    )
    void reloadActivityUntilIndexed(config, {
      namespace: transfer.namespace,
      caipNetworkId: transfer.network.caipNetworkId,
      address: transfer.from,
      hash,
    })
    if (stale()) return
    if (outcome.status === 'confirmed')
      succeedPayment(config, {
        txHash: hash,
        network: request.network.caipNetworkId,
        from: transfer.from,
        method: 'wallet',
      })
    else
      failPayment(config, new PayFailedError(outcome.reason ?? 'the transaction failed'), {
        method: 'wallet',
        hash,
      })
  }
  await confirm()
}
