import { ModalClosedError } from '../../errors/connection.ts'
import { PayUnconfirmedError } from '../../errors/pay.ts'
import { INITIAL_PAY_STATE } from '../../stores/createStores.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { settlePayment } from './settlePayment.ts'
import { stopPayCheckout } from './stopPayCheckout.ts'

/**
 * The modal closed: a payment still open ends with 'Modal closed' (spec §8), or with
 * `PayUnconfirmedError` when one was sent but its end is unknown; PAY_ERROR is
 * reported, the exchange's window (if any) is closed and no longer followed, and the pay state
 * is emptied. A payment already settled is only cleared.
 */
export function abandonPayment(config: PorticoConfig): void {
  const state = config.stores.pay.getState()
  if (state.request === undefined && config.internal.pay.run === undefined) return
  config.internal.pay.id += 1
  stopPayCheckout(config)
  config.internal.pay.recheck = undefined
  if (config.internal.pay.run) {
    // A payment sent but unconfirmed may still land: the dApp is told which transaction.
    const error =
      state.status === 'unknown' && state.hash && state.request
        ? new PayUnconfirmedError(state.hash, state.request.network.caipNetworkId)
        : new ModalClosedError({ details: 'The visitor closed the modal before paying' })
    emitEvent(config, 'PAY_ERROR', {
      message: error.message,
      ...(state.method ? { method: state.method } : {}),
      ...(state.request ? { recipient: state.request.recipient } : {}),
    })
    settlePayment(config, { error })
  }
  config.stores.pay.setState(INITIAL_PAY_STATE, true)
}
