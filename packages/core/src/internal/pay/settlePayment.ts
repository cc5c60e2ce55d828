import type { PorticoConfig } from '../../types/config.ts'
import type { PayResult } from '../../types/pay.ts'

/**
 * Ends the open payment's `pay` promise once, with its result or its error. Later calls (a
 * second answer, the modal closed after success) find nothing to end.
 */
export function settlePayment(
  config: PorticoConfig,
  outcome: { result: PayResult } | { error: Error },
): void {
  const { run } = config.internal.pay
  if (!run) return
  config.internal.pay.run = undefined
  if ('result' in outcome) run.resolve(outcome.result)
  else run.reject(outcome.error)
}
