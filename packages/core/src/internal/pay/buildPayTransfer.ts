import { NotConnectedError } from '../../errors/connection.ts'
import { PayFailedError } from '../../errors/pay.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayRequest, PayToken } from '../../types/pay.ts'
import type { TransferCapability, TransferRequest } from '../../types/transfer.ts'
import { parseUnits } from '../../utils/parseUnits.ts'
import { getPayContext } from './getPayContext.ts'
import { toPayTransferToken } from './toPayTransferToken.ts'

/**
 * The transfer the connected wallet is asked for: the Send form's request shape (the same
 * adapter capability estimates, sends and waits for it), from the connected account to the
 * recipient, the amount in the token's smallest unit.
 */
export function buildPayTransfer(
  config: PorticoConfig,
  request: PayRequest,
  token: PayToken,
): { transfer: TransferRequest; transfers: TransferCapability } {
  const context = getPayContext(config, request)
  if (!context.connected || !context.connectorId || !context.from)
    throw new NotConnectedError({ details: `No wallet is connected on ${request.network.name}` })
  if (!context.transfers)
    throw new PayFailedError(`this wallet cannot send on ${request.network.name}`)
  const transferToken = toPayTransferToken(token)
  return {
    transfer: {
      connectorId: context.connectorId,
      namespace: request.network.chainNamespace,
      network: request.network,
      from: context.from,
      to: request.recipient,
      token: transferToken,
      amount: parseUnits(request.amount, transferToken.decimals),
    },
    transfers: context.transfers,
  }
}
