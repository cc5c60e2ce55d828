import { ModalClosedError } from '../../errors/connection.ts'

/**
 * The promise, or `ModalClosedError` as soon as `signal` aborts (a sign-in given up: modal
 * closed, back). What the promise waits for is not stopped: the embedded wallet's wait ends on
 * its own.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new ModalClosedError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ModalClosedError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
