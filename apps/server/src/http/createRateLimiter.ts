import type { RateLimiter, RateLimiterParameters } from '../shared/RateLimiter.ts'

export interface CreateRateLimiterParameters extends RateLimiterParameters {
  /** Keys kept at most; the stalest are dropped first so a flood of keys cannot grow memory. */
  maxKeys?: number
}

/**
 * A sliding-window limit in this process's memory: at most `limit` hits per key in any
 * `windowMs`. Behind a balancer each process has its own window; `createSharedState` gives the
 * Redis one (`createRedisRateLimiter`) when `redisUrl` is set.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 })
 * if (!(await limiter.take(`${projectId} ${origin}`)).allowed) throw new RateLimitedError(…)
 */
export function createRateLimiter(parameters: CreateRateLimiterParameters): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = parameters
  // Map order is insertion order; a key is re-inserted on every hit, so the first is stalest.
  const hitsByKey = new Map<string, number[]>()

  return {
    async take(key) {
      const time = now()
      const hits = (hitsByKey.get(key) ?? []).filter((hit) => hit > time - windowMs)
      const oldest = hits[0]
      if (hits.length >= limit && oldest !== undefined) {
        hitsByKey.set(key, hits)
        return { allowed: false, retryAfterMs: oldest + windowMs - time }
      }
      hits.push(time)
      hitsByKey.delete(key)
      hitsByKey.set(key, hits)
      if (hitsByKey.size > maxKeys) {
        const stalest = hitsByKey.keys().next().value
        if (stalest !== undefined) hitsByKey.delete(stalest)
      }
      return { allowed: true }
    },
  }
}
