import { Redis } from 'ioredis'
import type { SharedStateLog } from './SharedStateLog.ts'

export interface CreateRedisClientParameters {
  /** `redis://` or `rediss://` URL (user, password and database number included). */
  url: string
  /** Put before every key, so several deployments may share one Redis (`portico:`). */
  keyPrefix: string
  log: SharedStateLog
  /** How long the first connection may take before the server refuses to start. */
  connectTimeoutMs?: number
}

/** Longest a command may wait for Redis's answer; kept well below the leader lease. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000

/**
 * Connects to Redis and resolves once it is ready (rejecting after `connectTimeoutMs` with the
 * last connection error), so a wrong URL stops the server at start instead of at the first
 * request. After that the client reconnects by itself (ioredis's retry strategy, at most 2 s
 * apart), and each user of it has its own answer to an outage.
 *
 * @example
 * const client = await createRedisClient({ url: 'redis://127.0.0.1:6379', keyPrefix: 'portico:', log })
 */
export async function createRedisClient(parameters: CreateRedisClientParameters): Promise<Redis> {
  const { url, keyPrefix, log, connectTimeoutMs = 10_000 } = parameters
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    // No offline queue: a command sent while Redis is away fails at once instead of waiting
    // for a reconnect that may take long. A request must not hang on a cache or a limit; each
    // use falls back (caches read upstream, limits refuse or allow, the lock steps down).
    enableOfflineQueue: false,
    // A command already sent when the connection dropped fails rather than being resent after
    // the reconnect: the caller has fallen back by then (and a hit must not count twice).
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  })
  // Reported once per outage, not on every reconnection attempt.
  let reported = false
  client.on('error', (error: unknown) => {
    if (reported) return
    reported = true
    log('Redis connection failed; reconnecting', error)
  })
  client.on('ready', () => {
    reported = false
  })
  try {
    await new Promise<void>((resolve, reject) => {
      let lastError: unknown
      const onError = (error: unknown) => {
        lastError = error
      }
      const timer = setTimeout(() => {
        client.off('error', onError)
        reject(
          new Error(`Redis at ${redactPassword(url)} is not ready after ${connectTimeoutMs} ms`, {
            cause: lastError,
          }),
        )
      }, connectTimeoutMs)
      client.on('error', onError)
      client.once('ready', () => {
        clearTimeout(timer)
        client.off('error', onError)
        resolve()
      })
    })
  } catch (error) {
    client.disconnect()
    throw error
  }
  return client
}

function redactPassword(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@')
}
