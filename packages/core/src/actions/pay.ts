import type { ModalClosedErrorType } from '../errors/connection.ts'
import type {
  PayFailedErrorType,
  PayRequestErrorType,
  PayUnconfirmedErrorType,
} from '../errors/pay.ts'
import {
  PayDisabledError,
  type PayDisabledErrorType,
  PayInProgressError,
  type PayInProgressErrorType,
} from '../errors/payStart.ts'
import { settlePayment } from '../internal/settlePayment.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PayParameters, PayResult } from '../types/pay.ts'

export type { PayParameters } from '../types/pay.ts'
export type PayReturnType = PayResult

export type PayErrorType =
  | PayRequestErrorType
  | PayDisabledErrorType
  | PayInProgressErrorType
  | PayFailedErrorType
  | ModalClosedErrorType
  | PayUnconfirmedErrorType
  | Error

/**
 * Asks the visitor to pay `amount` of `asset` to `recipient` on `network` (issue #19,
 * docs/onramp-and-pay.md). The modal opens on the Pay view, which shows what is asked and lets
 * the visitor pay from the connected wallet (connecting or switching network first when
 * needed) or from an exchange. Payment mode (spec §6): while it is open, the Connect view
 * offers wallets only.
 *
 * Resolves once the transfer is confirmed on chain: `{ txHash, network, from?, method }`.
 * Rejects with:
 * - `PayDisabledError` when `features.pay` is off (the default, spec §9);
 * - `PayRequestError` naming the field: a recipient that is not an address, an amount that is
 *   not a positive decimal (or has more decimals than the token), an asset that is neither a
 *   contract nor 'native', a network the dApp does not list or that is not EVM;
 * - `PayInProgressError` while another payment is open;
 * - `ModalClosedError` ('Modal closed') when the visitor closes the modal first;
 * - `PayUnconfirmedError` (with `txHash`) when the visitor closes it after a transaction was
 *   sent but the network never said how it ended: it may still land, check before asking again;
 * - the wallet's typed error (`UserRejectedRequestError`, …) or `PayFailedError` when the
 *   transfer was refused, reverted, or did not pay what was asked.
 *
 * @example
 * const { txHash } = await pay(config, {
 *   recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   amount: '5',
 *   asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
 *   network: 'eip155:31337',
 * })
 */
export async function pay(
  config: PorticoConfig,
  parameters: PayParameters,
): Promise<PayReturnType> {
  if (!config.stores.features.getState().features.pay) throw new PayDisabledError()
  if (config.internal.pay.run) throw new PayInProgressError()

  // Taken before the first await: a second pay in the same tick is refused.
  config.internal.pay.id += 1
  const id = config.internal.pay.id
  const result = new Promise<PayResult>((resolve, reject) => {
    config.internal.pay.run = { resolve, reject }
  })
  try {
    // The request's checks and the payment's lifecycle load with the first payment: a page
    // that never asks for one never loads them.
    const { openPayment } = await import('../internal/openPayment.ts')
    if (id === config.internal.pay.id) await openPayment(config, parameters)
  } catch (error) {
    if (id === config.internal.pay.id)
      settlePayment(config, { error: error instanceof Error ? error : new Error(String(error)) })
  }
  return result
}
