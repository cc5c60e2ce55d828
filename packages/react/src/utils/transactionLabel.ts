import type { TransactionOperationType } from '@portico/core'

const LABELS: Record<TransactionOperationType, string> = {
  send: 'Sent',
  receive: 'Received',
  deposit: 'Deposited',
  withdraw: 'Withdrawn',
  borrow: 'Borrowed',
  repay: 'Repaid',
  claim: 'Claimed',
  mint: 'Minted',
  burn: 'Burned',
  approve: 'Approved',
  trade: 'Traded',
  execute: 'Executed',
}

/**
 * The title of an Activity row: what the transaction did, in the past tense.
 *
 * @example
 * transactionLabel('receive') // 'Received'
 */
export function transactionLabel(operationType: TransactionOperationType): string {
  return LABELS[operationType]
}
