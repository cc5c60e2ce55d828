/**
 * A cache of values that expire: in this process (`createMemoryTtlCache`) or in Redis
 * (`createRedisTtlCache`). Values go through JSON on both, so what comes back is a copy and a
 * value JSON cannot hold (a bigint) fails on memory as it would on Redis: convert those first.
 * Reading never throws: a store that cannot be reached reads as a miss.
 */
export interface TtlCache<TValue> {
  /** The value stored under `key` and not yet expired, or `undefined`. */
  get(key: string): Promise<TValue | undefined>
  /** Stores a value for `ttlMs` from now (a `ttlMs` of 0 or less stores nothing). */
  set(key: string, value: TValue, ttlMs: number): Promise<void>
}
