import type { Redis } from 'ioredis'
import { createRateLimiter } from '../http/createRateLimiter.ts'
import { createMemoryLeaderLock } from './createMemoryLeaderLock.ts'
import { createMemoryTtlCache } from './createMemoryTtlCache.ts'
import { createRedisClient } from './createRedisClient.ts'
import { createRedisLeaderLock } from './createRedisLeaderLock.ts'
import { createRedisRateLimiter } from './createRedisRateLimiter.ts'
import { createRedisTtlCache } from './createRedisTtlCache.ts'
import type { LeaderLock } from './LeaderLock.ts'
import type { RateLimiter, RateLimiterParameters, WhenUnavailable } from './RateLimiter.ts'
import type { SharedStateLog } from './SharedStateLog.ts'
import type { TtlCache } from './TtlCache.ts'
import { throttleLog } from './throttleLog.ts'

/** The default key prefix in Redis. */
export const DEFAULT_REDIS_KEY_PREFIX = 'portico:'
/** The default leader lease (the indexer's lock per chain). */
export const DEFAULT_LEADER_LEASE_MS = 10_000

export interface CreateSharedStateParameters {
  /** Redis's URL; absent: everything stays in this process's memory. */
  redisUrl?: string | undefined
  /** Before every Redis key (default `portico:`). */
  keyPrefix?: string | undefined
  /** The leader lease in Redis (default 10 s). */
  leaderLeaseMs?: number | undefined
  /** How long the first connection to Redis may take (default 10 s). */
  connectTimeoutMs?: number | undefined
  log: SharedStateLog
}

export interface SharedRateLimiterParameters extends RateLimiterParameters {
  /** What to answer while Redis cannot be reached; see `WhenUnavailable`. */
  whenUnavailable: WhenUnavailable
}

/** The server's short-lived state, in one process or shared through Redis. */
export interface SharedState {
  /** `'redis'` when `redisUrl` is set, else `'memory'`. */
  readonly kind: 'memory' | 'redis'
  /** A sliding-window limit named `name` (its keys in Redis: `rate:<name>:<key>`). */
  rateLimiter(name: string, parameters: SharedRateLimiterParameters): RateLimiter
  /** A cache named `name` (its keys in Redis: `cache:<name>:<key>`). */
  cache<TValue>(
    name: string,
    options?: { maxEntries?: number; now?: () => number },
  ): TtlCache<TValue>
  /** One leader per name among the processes (keys in Redis: `lock:<name>`). */
  readonly leaderLock: LeaderLock
  /** Disconnects from Redis (nothing in memory); call after the users have stopped. */
  close(): Promise<void>
}

/**
 * Builds the shared state from the config: in memory when `redisUrl` is absent (one server
 * process), else in Redis, so several processes behind a balancer agree on limits, caches and
 * who indexes a chain, and a restart forgets nothing that matters. Rejects when Redis is not
 * ready within `connectTimeoutMs`.
 *
 * @example
 * const shared = await createSharedState({ redisUrl: config.redisUrl, log: (m, e) => app.log.warn({ err: e }, m) })
 * app.addHook('onClose', () => shared.close())
 * const limiter = shared.rateLimiter('error-reports', { limit: 5, windowMs: 60_000, whenUnavailable: 'refuse' })
 */
export async function createSharedState(
  parameters: CreateSharedStateParameters,
): Promise<SharedState> {
  const { redisUrl } = parameters
  if (redisUrl === undefined) return memorySharedState()
  // While Redis is away every request would warn alike: once per message every 10 s is enough.
  const log = throttleLog(parameters.log, 10_000)
  const client = await createRedisClient({
    url: redisUrl,
    keyPrefix: parameters.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
    log,
    ...(parameters.connectTimeoutMs === undefined
      ? {}
      : { connectTimeoutMs: parameters.connectTimeoutMs }),
  })
  return redisSharedState(client, parameters.leaderLeaseMs ?? DEFAULT_LEADER_LEASE_MS, log)
}

function memorySharedState(): SharedState {
  const leaderLock = createMemoryLeaderLock()
  return {
    kind: 'memory',
    rateLimiter: (_name, parameters) => createRateLimiter(parameters),
    cache: (_name, options) => createMemoryTtlCache(options),
    leaderLock,
    close: async () => {},
  }
}

function redisSharedState(client: Redis, leaseMs: number, log: SharedStateLog): SharedState {
  const leaderLock = createRedisLeaderLock({ client, leaseMs, log })
  return {
    kind: 'redis',
    rateLimiter: (name, parameters) => createRedisRateLimiter({ ...parameters, client, name, log }),
    cache: (name) => createRedisTtlCache({ client, name, log }),
    leaderLock,
    async close() {
      // QUIT lets commands under way finish; disconnect() when Redis is away and cannot answer.
      await client.quit().catch(() => client.disconnect())
    },
  }
}
