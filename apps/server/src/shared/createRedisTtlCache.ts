import type { Redis } from 'ioredis'
import type { SharedStateLog } from './SharedStateLog.ts'
import type { TtlCache } from './TtlCache.ts'

export interface CreateRedisTtlCacheParameters {
  client: Redis
  /** Names this cache's keys: `cache:<name>:<key>` (after the client's prefix). */
  name: string
  log: SharedStateLog
}

/**
 * A `TtlCache` in Redis (`SET key json PX ttl`, `GET key`), shared by every server process.
 * It fails open: when Redis cannot answer, a read is a miss (the caller reads upstream) and a
 * write is skipped, each logged. Redis bounds the memory (its `maxmemory` policy) and expires
 * the keys.
 *
 * @example
 * const cache = createRedisTtlCache<TokenBalance[]>({ client, name: 'balances', log })
 * await cache.set('eip155:1 0xabc', balances, 30_000)
 */
export function createRedisTtlCache<TValue>(
  parameters: CreateRedisTtlCacheParameters,
): TtlCache<TValue> {
  const { client, name, log } = parameters
  const keyOf = (key: string) => `cache:${name}:${key}`
  return {
    async get(key) {
      try {
        const json = await client.get(keyOf(key))
        return json === null ? undefined : (JSON.parse(json) as TValue)
      } catch (error) {
        log(`Cache '${name}' cannot read Redis; reading upstream`, error)
        return undefined
      }
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return
      const json = JSON.stringify(value)
      try {
        await client.set(keyOf(key), json, 'PX', Math.ceil(ttlMs))
      } catch (error) {
        log(`Cache '${name}' cannot write Redis; not cached`, error)
      }
    },
  }
}
