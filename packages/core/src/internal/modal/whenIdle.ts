/** The longest a task waits for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 500

/**
 * Runs `task` once the page has painted and is idle (at most `IDLE_TIMEOUT_MS` later), so work
 * nobody waits for never competes with the interaction that caused it; without
 * `requestIdleCallback` (Node, older Safari) it runs on the next macrotask.
 *
 * @example
 * whenIdle(() => void fetch('/e', { method: 'POST', body }))
 */
export function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function')
    globalThis.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(task, 0)
}
