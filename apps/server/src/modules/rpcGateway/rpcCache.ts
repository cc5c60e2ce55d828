/**
 * Where the gateway keeps answers it may reuse, as JSON text by key. Asynchronous, so a shared
 * store (Redis) can stand in for the in-process one.
 */
export interface RpcCache {
  get(key: string): Promise<string | undefined>
  /** `ttlMs` undefined: kept until evicted. */
  set(key: string, value: string, ttlMs: number | undefined): Promise<void>
}

export interface MemoryRpcCacheOptions {
  /** Most entries kept (default 10,000). */
  maxEntries?: number
  /** Most characters of JSON kept, all entries together (default 32 Mi). */
  maxChars?: number
  now?: () => number
}

interface Entry {
  value: string
  expiresAt: number
}

/**
 * An in-process LRU `RpcCache` bounded by entries and by total size; an entry too large for a
 * tenth of the size bound is not kept.
 *
 * @example
 * const cache = createMemoryRpcCache({ maxEntries: 1000 })
 * await cache.set('eip155:1|eth_chainId', '"0x1"', undefined)
 */
export function createMemoryRpcCache(options: MemoryRpcCacheOptions = {}): RpcCache {
  const maxEntries = options.maxEntries ?? 10_000
  const maxChars = options.maxChars ?? 32 * 1024 * 1024
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let chars = 0

  const remove = (key: string, entry: Entry) => {
    entries.delete(key)
    chars -= entry.value.length
  }

  return {
    async get(key) {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      remove(key, entry)
      if (entry.expiresAt <= now()) return undefined
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      entries.set(key, entry)
      chars += entry.value.length
      return entry.value
    },
    async set(key, value, ttlMs) {
      if (value.length > maxChars / 10) return
      const old = entries.get(key)
      if (old !== undefined) remove(key, old)
      entries.set(key, {
        value,
        expiresAt: ttlMs === undefined ? Number.POSITIVE_INFINITY : now() + ttlMs,
      })
      chars += value.length
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break
        remove(oldest, entry)
      }
    },
  }
}
