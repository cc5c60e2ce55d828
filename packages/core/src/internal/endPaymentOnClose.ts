import { ModalClosedError } from '../errors/connection.ts'
import type { PorticoConfig } from '../types/config.ts'
import { settlePayment } from './settlePayment.ts'

/**
 * The modal closed: an open payment ends. Once the payment's code has loaded, through
 * `abandonPayment` (which `pay` registers); while it still loads, nothing was shown or
 * reported yet, so `pay` just rejects with 'Modal closed' and the payment never opens.
 */
export function endPaymentOnClose(config: PorticoConfig): void {
  const { pay } = config.internal
  if (pay.abandon) {
    pay.abandon(config)
    return
  }
  if (!pay.run) return
  pay.id += 1
  const error = new ModalClosedError({ details: 'The visitor closed the modal before paying' })
  settlePayment(config, { error })
}
