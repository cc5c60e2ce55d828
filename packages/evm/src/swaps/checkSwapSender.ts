import type { ConvertTransaction, SwapRefusal } from '@portico/core'

/** A swap transaction must be sent from the visitor's own account (EVM addresses in any case). */
export function checkSwapSender(
  transaction: ConvertTransaction,
  account: string,
): SwapRefusal | undefined {
  if (transaction.from.toLowerCase() !== account.toLowerCase())
    return { refused: `It is sent from ${transaction.from}` }
  return undefined
}
