import type { SharedStateLog } from './SharedStateLog.ts'

/**
 * Passes each distinct message on at most once per `intervalMs`: while Redis is away every
 * request would log the same warning, and one every few seconds says as much.
 *
 * @example
 * const log = throttleLog((message, error) => app.log.warn({ err: error }, message), 10_000)
 */
export function throttleLog(
  log: SharedStateLog,
  intervalMs: number,
  now: () => number = Date.now,
): SharedStateLog {
  const lastByMessage = new Map<string, number>()
  return (message, error) => {
    const time = now()
    const last = lastByMessage.get(message)
    if (last !== undefined && time - last < intervalMs) return
    // Messages are a few fixed texts per limit, cache and lock; dropping the stale keeps it small.
    for (const [known, at] of lastByMessage)
      if (time - at >= intervalMs) lastByMessage.delete(known)
    lastByMessage.set(message, time)
    log(message, error)
  }
}
