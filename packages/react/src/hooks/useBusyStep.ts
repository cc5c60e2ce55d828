import { useCallback, useState } from 'react'

/**
 * Whether a step a view started (send, confirm, retry) is under way, and how to start one. Core's
 * store records what went wrong (a failed transfer, a moved quote, validation), so a rejection is
 * the view's to show from the store, not to throw again here.
 *
 * @example
 * const [busy, run] = useBusyStep()
 * <Button loading={busy} onClick={() => run(() => confirmSwap(config))}>Confirm swap</Button>
 */
export function useBusyStep(): [
  busy: boolean,
  run: (step: () => Promise<unknown>) => Promise<void>,
] {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (step: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await step()
    } catch {
      // Shown from the store.
    } finally {
      setBusy(false)
    }
  }, [])
  return [busy, run]
}
