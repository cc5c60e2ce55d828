import { NotConnectedError } from '../../errors/connection.ts'
import { SendValidationError } from '../../errors/send.ts'
import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import type { TokenBalance } from '../../types/api.ts'
import type { TransferCapability, TransferRequest, TransferToken } from '../../types/transfer.ts'
import { parseCaipAddress } from '../../utils/parseCaipAddress.ts'
import { parseUnits } from '../../utils/parseUnits.ts'
import type { SendContext } from './getSendContext.ts'

/** What an adapter is asked for one transfer of `amount` (whole tokens) of `token` to `to`. */
export function buildTransferRequest(
  context: SendContext,
  parameters: { token: TokenBalance; amount: string; to: string },
): { request: TransferRequest; transfers: TransferCapability } {
  const { connectorId, from, network, transfers, namespace } = context
  if (!context.connected || !connectorId || !from)
    throw new NotConnectedError({ details: `No wallet is connected in '${namespace}'` })
  if (!network || !transfers)
    throw new SendValidationError({
      code: 'UNSUPPORTED_CHAIN',
      message: SEND_MESSAGES.UNSUPPORTED_CHAIN,
    })
  const token = toTransferToken(parameters.token)
  return {
    request: {
      connectorId,
      namespace,
      network,
      from,
      to: parameters.to,
      token,
      amount: parseUnits(parameters.amount, token.decimals),
    },
    transfers,
  }
}

/** The adapter's view of a balance entry: the plain contract or mint, its own decimals. */
export function toTransferToken(token: TokenBalance): TransferToken {
  const decimals = Number(token.quantity.decimals)
  const base = { symbol: token.symbol, name: token.name, decimals }
  if (token.address === undefined) return base
  const address = token.address.includes(':')
    ? parseCaipAddress(token.address).address
    : token.address
  return { ...base, address }
}
