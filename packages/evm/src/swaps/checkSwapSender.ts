import { type ConvertTransaction, InvalidSwapTransactionError } from '@portico/core'

/** A swap transaction must be sent from the visitor's own account (EVM addresses in any case). */
export function checkSwapSender(transaction: ConvertTransaction, account: string): void {
  if (transaction.from.toLowerCase() !== account.toLowerCase())
    throw new InvalidSwapTransactionError({ details: `It is sent from ${transaction.from}` })
}
