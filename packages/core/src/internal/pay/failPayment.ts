import type { PorticoError } from '../../errors/base.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayMethod } from '../../types/pay.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { settlePayment } from './settlePayment.ts'
import { stopPayCheckout } from './stopPayCheckout.ts'

/**
 * The payment ended without paying: the view says why (`error`), PAY_ERROR is reported and
 * `pay` rejects with the typed error.
 */
export function failPayment(
  config: PorticoConfig,
  error: PorticoError,
  context: { method?: PayMethod; hash?: string } = {},
): void {
  stopPayCheckout(config)
  config.stores.pay.setState({ status: 'failed', error: error.message })
  const { request } = config.stores.pay.getState()
  emitEvent(config, 'PAY_ERROR', {
    ...context,
    message: error.message,
    ...(request
      ? {
          recipient: request.recipient,
          network: request.network.caipNetworkId,
          asset: request.asset,
        }
      : {}),
  })
  settlePayment(config, { error })
}
