import { openModal } from '../actions/openModal.ts'
import { INITIAL_PAY_STATE } from '../stores/createStores.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { PayParameters } from '../types/pay.ts'
import { abandonPayment } from './abandonPayment.ts'
import { checkPayRequest } from './checkPayRequest.ts'
import { emitEvent } from './emitEvent.ts'

/**
 * The part of `pay` that loads with the first payment: checks the request (a wrong field throws
 * `PayRequestError`), puts it in the pay state (PAY_MODAL_OPEN) and opens the modal on Pay.
 * From then on, closing the modal ends an open payment (`abandonPayment`, which `closeModal`
 * finds in `config.internal.pay.abandon`).
 */
export async function openPayment(config: PorticoConfig, parameters: PayParameters): Promise<void> {
  config.internal.pay.abandon = abandonPayment
  const request = checkPayRequest(config, parameters)
  config.stores.pay.setState({ ...INITIAL_PAY_STATE, request }, true)
  emitEvent(config, 'PAY_MODAL_OPEN', {
    recipient: request.recipient,
    amount: request.amount,
    asset: request.asset,
    network: request.network.caipNetworkId,
  })
  await openModal(config, { view: 'Pay' })
}
