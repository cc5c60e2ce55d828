import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { buildPayTransfer } from '../internal/pay/buildPayTransfer.ts'
import { getPayContext } from '../internal/pay/getPayContext.ts'
import { parseTransferFee } from '../internal/send/parseTransferAnswers.ts'
import type { PorticoConfig } from '../types/config.ts'
import { formatUnits } from '../utils/formatUnits.ts'

/**
 * Estimates the network fee of paying from the connected wallet (the adapter's
 * `estimateTransferFee`, as the Send form does) and records it in `fee`. Nothing to estimate
 * (no wallet, another network, the token not read yet) leaves `fee` idle; a failure is
 * `{ status: 'error' }` with its message: the visitor can still pay, the wallet estimates too.
 *
 * @example
 * await estimatePayFee(config)
 * config.stores.pay.getState().fee // { status: 'ready', value: '0.000043', symbol: 'ETH' }
 */
export async function estimatePayFee(config: PorticoConfig): Promise<void> {
  const { request, token } = config.stores.pay.getState()
  if (!request || token.status !== 'ready') return
  const context = getPayContext(config, request)
  if (!context.connected || !context.onNetwork) {
    config.stores.pay.setState({ fee: { status: 'idle' } })
    return
  }
  const id = config.internal.pay.id
  config.stores.pay.setState({ fee: { status: 'loading' } })
  try {
    const { transfer, transfers } = buildPayTransfer(config, request, token.token)
    const fee = parseTransferFee(await transfers.estimateTransferFee(transfer))
    if (id !== config.internal.pay.id) return
    config.stores.pay.setState({
      fee: { status: 'ready', value: formatUnits(fee.value, fee.decimals), symbol: fee.symbol },
    })
  } catch (error) {
    if (id !== config.internal.pay.id) return
    config.stores.pay.setState({ fee: { status: 'error', message: toPorticoError(error).message } })
  }
}
