import { fetchBalance } from '../../actions/fetchBalance.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayResult } from '../../types/pay.ts'
import { explorerTransactionUrl } from '../account/explorerTransactionUrl.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { settlePayment } from './settlePayment.ts'
import { stopPayCheckout } from './stopPayCheckout.ts'

/**
 * The transfer is confirmed on chain: the view shows it, PAY_SUCCESS is reported, `pay`
 * resolves with the result, and the connected balances are read again.
 */
export function succeedPayment(config: PorticoConfig, result: PayResult): void {
  stopPayCheckout(config)
  const { request } = config.stores.pay.getState()
  const explorerUrl = request ? explorerTransactionUrl(request.network, result.txHash) : undefined
  config.stores.pay.setState({
    status: 'confirmed',
    hash: result.txHash,
    result,
    error: undefined,
    ...(explorerUrl ? { explorerUrl } : {}),
  })
  emitEvent(config, 'PAY_SUCCESS', {
    method: result.method,
    hash: result.txHash,
    network: result.network,
    ...(request
      ? { recipient: request.recipient, amount: request.amount, asset: request.asset }
      : {}),
  })
  settlePayment(config, { result })
  // fetchBalance reports its own failure; the payment is done either way.
  void fetchBalance(config, { namespace: 'eip155', force: true })
}
