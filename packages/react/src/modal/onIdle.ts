/** How long an idle callback may wait on a busy page before it runs anyway. */
const IDLE_TIMEOUT_MS = 1_000

/**
 * Runs `callback` at the browser's next idle moment (at the latest after IDLE_TIMEOUT_MS).
 * Returns a function that cancels it.
 *
 * @example
 * useEffect(() => onIdle(() => void chunk.load()), [])
 */
export function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: a short timeout after load is the nearest thing.
  const handle = window.setTimeout(callback, 200)
  return () => window.clearTimeout(handle)
}
