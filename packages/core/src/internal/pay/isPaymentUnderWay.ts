import type { PayStatus } from '../../types/pay.ts'

/**
 * With the wallet, the exchange or the chain, or sent and unknown: a second method chosen now
 * would pay twice.
 */
const UNDER_WAY: readonly PayStatus[] = [
  'signing',
  'pending',
  'waiting',
  'confirming',
  'confirmed',
  'unknown',
]

/** Whether a payment in `status` must not be paid again (`PayInProgressError`). */
export function isPaymentUnderWay(status: PayStatus): boolean {
  return UNDER_WAY.includes(status)
}
