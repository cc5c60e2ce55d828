/** Work under way by key in this process, shared by whoever asks for the same key meanwhile. */
export interface InFlight<TValue> {
  /** The work under way for `key`, if any. */
  get(key: string): Promise<TValue> | undefined
  /** Joins the work under way for `key`, or starts `work` and lets others join it until it settles. */
  run(key: string, work: () => Promise<TValue>): Promise<TValue>
}

/**
 * Shares concurrent work by key: two callers missing the cache at once make one upstream read.
 * It is per process on purpose: a promise cannot cross processes, and a second process's one
 * extra read is cheap next to a lock in Redis on every miss.
 *
 * @example
 * const reading = shareInFlight<TokenBalance[]>()
 * const balances = await reading.run(key, () => readBalances(address))
 */
export function shareInFlight<TValue>(): InFlight<TValue> {
  const underWay = new Map<string, Promise<TValue>>()
  return {
    get: (key) => underWay.get(key),
    run(key, work) {
      const known = underWay.get(key)
      if (known !== undefined) return known
      const started = work().finally(() => {
        if (underWay.get(key) === started) underWay.delete(key)
      })
      underWay.set(key, started)
      return started
    },
  }
}
