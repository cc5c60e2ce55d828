export interface Tracked<T> {
  status: 'pending' | 'resolved' | 'rejected'
  value: T | undefined
  error: unknown
}

/** Watches a promise so a test can assert it is still pending without awaiting it. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = { status: 'pending', value: undefined, error: undefined }
  promise.then(
    (value) => {
      tracked.status = 'resolved'
      tracked.value = value
    },
    (error: unknown) => {
      tracked.status = 'rejected'
      tracked.error = error
    },
  )
  return tracked
}
