import type { TtlCache } from './TtlCache.ts'

export interface CreateMemoryTtlCacheParameters {
  /** Most entries kept; the least recently used are dropped first, so memory stays bounded. */
  maxEntries?: number
  /** The clock (Unix milliseconds); tests pass their own. */
  now?: () => number
}

/** The in-process cache, with the number of entries it holds (fresh or not yet dropped). */
export interface MemoryTtlCache<TValue> extends TtlCache<TValue> {
  readonly size: number
}

/**
 * A `TtlCache` in this process's memory: an LRU bounded by `maxEntries`. An entry is fresh
 * until `ttlMs` has passed (at exactly `ttlMs` it is gone) and is dropped when read stale.
 *
 * @example
 * const cache = createMemoryTtlCache<string[]>({ maxEntries: 1000 })
 * await cache.set('eip155:1 0xabc', ['ETH'], 30_000)
 * await cache.get('eip155:1 0xabc') // ['ETH'] for 30 s
 */
export function createMemoryTtlCache<TValue>(
  parameters: CreateMemoryTtlCacheParameters = {},
): MemoryTtlCache<TValue> {
  const { maxEntries = 10_000, now = Date.now } = parameters
  // Map order is insertion order; a read or a write re-inserts, so the first key is the stalest.
  const entries = new Map<string, { json: string; expiresAt: number }>()
  return {
    get size() {
      return entries.size
    },
    async get(key) {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) return undefined
      entries.set(key, entry)
      return JSON.parse(entry.json) as TValue
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return
      const json = JSON.stringify(value)
      entries.delete(key)
      entries.set(key, { json, expiresAt: now() + ttlMs })
      while (entries.size > maxEntries) {
        const stalest = entries.keys().next()
        if (stalest.done === true) break
        entries.delete(stalest.value)
      }
    },
  }
}
