export interface RateLimiterParameters {
  /** Most hits per key within `windowMs`. */
  limit: number
  windowMs: number
  /** The clock (Unix milliseconds); tests pass their own. */
  now?: () => number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/** A sliding-window limit: at most `limit` hits per key in any `windowMs`. */
export interface RateLimiter {
  /** Counts a hit for `key` if it is within the limit; a refused hit is not counted. */
  take(key: string): Promise<RateLimitDecision>
}

/**
 * What a limiter answers when its store (Redis) cannot be reached: `'refuse'` (fail closed) for
 * limits that guard against abuse, `'allow'` (fail open) where refusing would take a feature
 * down for everyone.
 */
export type WhenUnavailable = 'refuse' | 'allow'
