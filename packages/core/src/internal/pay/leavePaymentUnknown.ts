import type { PorticoConfig } from '../../types/config.ts'

/** What the view says while a sent payment's end is unknown. */
export const PAY_UNKNOWN_MESSAGE =
  'The network did not answer, so the payment may still go through. Check again before paying again.'

/**
 * A transaction was sent but the network did not answer about it: the payment is 'unknown',
 * never paid again, and `retryPay` asks the network again with `recheck`. `pay` stays open: it
 * settles when a recheck answers, or with `PayUnconfirmedError` if the modal closes first.
 */
export function leavePaymentUnknown(config: PorticoConfig, recheck: () => Promise<void>): void {
  config.internal.pay.recheck = recheck
  config.stores.pay.setState({ status: 'unknown', error: PAY_UNKNOWN_MESSAGE })
}
