export interface RateLimiterParameters {
  /** Most hits per key within `windowMs`. */
  limit: number
  windowMs: number
  /** The clock (Unix milliseconds); tests pass their own. */
  now?: () => number
  /** Keys kept at most; the stalest are dropped first so a flood of keys cannot grow memory. */
  maxKeys?: number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface RateLimiter {
  /** Counts a hit for `key` if it is within the limit; a refused hit is not counted. */
  take(key: string): RateLimitDecision
}

/**
 * A sliding-window limit in this process (no Redis configured yet): at most `limit` hits per
 * key in any `windowMs`. Behind a balancer each process has its own window.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 })
 * if (!limiter.take(`${projectId} ${origin}`).allowed) throw new RateLimitedError(…)
 */
export function createRateLimiter(parameters: RateLimiterParameters): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = parameters
  // Map order is insertion order; a key is re-inserted on every hit, so the first is stalest.
  const hitsByKey = new Map<string, number[]>()

  return {
    take(key) {
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
