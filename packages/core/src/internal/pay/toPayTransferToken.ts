import type { PayToken } from '../../types/pay.ts'
import type { TransferToken } from '../../types/transfer.ts'

/** The adapter's view of the token paid in: the plain contract (none for native), its decimals. */
export function toPayTransferToken(token: PayToken): TransferToken {
  const { symbol, name, decimals, address } = token
  return { symbol, name, decimals, ...(address ? { address } : {}) }
}
