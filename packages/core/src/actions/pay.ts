import type { ModalClosedErrorType } from '../errors/connection.ts'
import type {
  PayDisabledErrorType,
  PayFailedErrorType,
  PayInProgressErrorType,
  PayRequestErrorType,
  PayUnconfirmedErrorType,
} from '../errors/pay.ts'
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
  // Everything of a payment (its checks, its lifecycle, its errors) loads with the first one: a
  // page that never asks for a payment never loads it. A modal closed meanwhile counts.
  const askedAt = config.internal.pay.id
  const { startPayment } = await import('../internal/pay/startPayment.ts')
  return startPayment(config, parameters, askedAt)
}
