import { StackStartAbortedError } from './errors.ts'

// Every wait of a start goes through these, so that an abort ends it at once rather than at
// its next check (a probe, a build, a deploy may take seconds on a busy machine).

/**
 * Throws StackStartAbortedError (its cause the signal's reason) if `signal` has aborted.
 *
 * @example
 * throwIfAborted(parameters.signal)
 */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new StackStartAbortedError({ cause: signal.reason })
}

/**
 * Settles as `work` does, or rejects with StackStartAbortedError as soon as `signal` aborts.
 * `work` itself goes on: use this only for work whose result may be dropped (a readiness probe),
 * or whose leftovers the caller stops.
 *
 * @example
 * const ready = await untilAborted(answersHttp(url), signal)
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new StackStartAbortedError({ cause: signal.reason }))
    signal.addEventListener('abort', onAbort, { once: true })
    // Handled either way, so that work failing after the abort is no unhandled rejection.
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
    if (signal.aborted) onAbort()
  })
}

/**
 * Waits `ms`, or rejects with StackStartAbortedError as soon as `signal` aborts.
 *
 * @example
 * await delay(100, signal)
 */
export function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return untilAborted(waited, signal).finally(() => clearTimeout(timer))
}
