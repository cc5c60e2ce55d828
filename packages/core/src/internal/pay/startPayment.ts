import { openModal } from '../../actions/openModal.ts'
import { ModalClosedError } from '../../errors/connection.ts'
import { PayDisabledError, PayInProgressError } from '../../errors/pay.ts'
import { INITIAL_PAY_STATE } from '../../stores/createStores.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayParameters, PayResult } from '../../types/pay.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { abandonPayment } from './abandonPayment.ts'
import { checkPayRequest } from './checkPayRequest.ts'

/**
 * `pay` once its code has loaded: refuses when Pay is off, while another payment is open, or
 * when the modal was closed since `pay` was called (`askedAt`, the payment counter then); checks
 * the request (a wrong field is a `PayRequestError`), puts it in the pay state (PAY_MODAL_OPEN)
 * and opens the modal on Pay. Resolves or rejects when the payment ends. From the first call
 * on, closing the modal ends an open payment (`abandonPayment`, which `closeModal` finds in
 * `config.internal.pay.abandon`).
 */
export async function startPayment(
  config: PorticoConfig,
  parameters: PayParameters,
  askedAt: number,
): Promise<PayResult> {
  const internals = config.internal.pay
  internals.abandon = abandonPayment
  if (!config.stores.features.getState().features.pay) throw new PayDisabledError()
  if (internals.run) throw new PayInProgressError()
  if (internals.id !== askedAt)
    throw new ModalClosedError({ details: 'The modal was closed before the payment opened' })
  const request = checkPayRequest(config, parameters)

  internals.id += 1
  const result = new Promise<PayResult>((resolve, reject) => {
    internals.run = { resolve, reject }
  })
  config.stores.pay.setState({ ...INITIAL_PAY_STATE, request }, true)
  emitEvent(config, 'PAY_MODAL_OPEN', {
    recipient: request.recipient,
    amount: request.amount,
    asset: request.asset,
    network: request.network.caipNetworkId,
  })
  await openModal(config, { view: 'Pay' })
  return result
}
