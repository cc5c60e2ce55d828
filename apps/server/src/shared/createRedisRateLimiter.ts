import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { defineRedisScript } from './defineRedisScript.ts'
import type {
  RateLimitDecision,
  RateLimiter,
  RateLimiterParameters,
  WhenUnavailable,
} from './RateLimiter.ts'
import type { SharedStateLog } from './SharedStateLog.ts'

export interface CreateRedisRateLimiterParameters extends RateLimiterParameters {
  client: Redis
  /** Names this limit's keys: `rate:<name>:<key>` (after the client's prefix). */
  name: string
  whenUnavailable: WhenUnavailable
  log: SharedStateLog
}

/** How long a client refused because Redis is unreachable is told to wait. */
export const UNAVAILABLE_RETRY_AFTER_MS = 10_000

// One sorted set per key, a member per counted hit scored by its time. In one script, so two
// processes taking the last hit at once cannot both get it: drop the hits that left the window,
// count, then add this one (a refused hit is not added) and let the key expire with the window.
const TAKE_HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return -1
`

/**
 * A sliding-window limit kept in Redis, so every server process behind a balancer counts in the
 * same window, and a restart of the server forgets nothing. Times come from the calling
 * process's clock (`now`): processes are expected to keep NTP time. When Redis cannot answer,
 * the limiter refuses or allows by `whenUnavailable` and logs why.
 *
 * @example
 * const limiter = createRedisRateLimiter({ client, name: 'error-reports', limit: 5, windowMs: 60_000, whenUnavailable: 'refuse', log })
 * const decision = await limiter.take(`${projectId} ${origin}`)
 */
export function createRedisRateLimiter(parameters: CreateRedisRateLimiterParameters): RateLimiter {
  const { client, name, limit, windowMs, now = Date.now, whenUnavailable, log } = parameters
  const takeHit = defineRedisScript(client, 'porticoTakeHit', 1, TAKE_HIT)
  return {
    async take(key): Promise<RateLimitDecision> {
      const time = now()
      try {
        // The member is unique, so two hits in one millisecond count twice.
        const answer = Number(
          await takeHit(`rate:${name}:${key}`, time, windowMs, limit, `${time}:${randomUUID()}`),
        )
        return answer < 0 ? { allowed: true } : { allowed: false, retryAfterMs: answer }
      } catch (error) {
        log(`Rate limit '${name}' cannot reach Redis; ${whenUnavailable} the request`, error)
        return whenUnavailable === 'allow'
          ? { allowed: true }
          : { allowed: false, retryAfterMs: UNAVAILABLE_RETRY_AFTER_MS }
      }
    },
  }
}
