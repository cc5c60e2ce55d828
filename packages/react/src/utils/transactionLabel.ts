import type { TransactionOperationType } from '@portico/core'
import type { MessageId, Translate } from '../i18n/messageId.ts'

const LABELS: Record<TransactionOperationType, MessageId> = {
  send: 'account.activity.label.send',
  receive: 'account.activity.label.receive',
  deposit: 'account.activity.label.deposit',
  withdraw: 'account.activity.label.withdraw',
  borrow: 'account.activity.label.borrow',
  repay: 'account.activity.label.repay',
  claim: 'account.activity.label.claim',
  mint: 'account.activity.label.mint',
  burn: 'account.activity.label.burn',
  approve: 'account.activity.label.approve',
  trade: 'account.activity.label.trade',
  execute: 'account.activity.label.execute',
}

/**
 * The title of an Activity row: what the transaction did, in the past tense, in the modal's
 * language.
 *
 * @example
 * transactionLabel(t, 'receive') // 'Received'
 */
export function transactionLabel(t: Translate, operationType: TransactionOperationType): string {
  return t(LABELS[operationType])
}
