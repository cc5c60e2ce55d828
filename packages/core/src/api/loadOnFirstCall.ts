/** An API's methods: each returns a promise. */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> }

/**
 * An API object whose implementation loads with the first call of any of `methods` (`load`, an
 * `import()`), so that a page that never calls it never loads it. A failed load is tried again
 * at the next call.
 *
 * @example
 * const pay = loadOnFirstCall(async () => (await import('./payRequests.ts')).payRequests(http), [
 *   'getExchanges', 'getExchangeUrl', 'getExchangeStatus',
 * ])
 */
export function loadOnFirstCall<T extends AsyncMethods<T>>(
  load: () => Promise<T>,
  methods: readonly (keyof T)[],
): T {
  let loading: Promise<T> | undefined
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const api: Partial<Record<keyof T, unknown>> = {}
  for (const method of methods)
    api[method] = async (...args: never[]) => (await loaded())[method](...args)
  return api as T
}
