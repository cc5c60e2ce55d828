import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { inject } from 'vitest'
import { createRedisClient } from '../shared/createRedisClient.ts'
import type { SharedStateLog } from '../shared/SharedStateLog.ts'

/**
 * A key prefix no other test uses: tests share the run's Redis and never assume it empty.
 *
 * @example
 * const server = await createTestServer({ redisUrl: inject('redisUrl'), redisKeyPrefix: uniqueRedisPrefix() })
 */
export function uniqueRedisPrefix(): string {
  return `portico-test:${randomUUID()}:`
}

/**
 * A client of the test run's Redis (`inject('redisUrl')`, or `url`) under `keyPrefix` (a fresh
 * one by default); what it would log is kept in `logged`. Call `client.disconnect()` after.
 *
 * @example
 * const { client } = await connectTestRedis()
 * afterAll(() => client.disconnect())
 */
export async function connectTestRedis(
  options: { url?: string; keyPrefix?: string } = {},
): Promise<{ client: Redis; keyPrefix: string; logged: string[]; log: SharedStateLog }> {
  const keyPrefix = options.keyPrefix ?? uniqueRedisPrefix()
  const logged: string[] = []
  const log: SharedStateLog = (message) => logged.push(message)
  const client = await createRedisClient({
    url: options.url ?? inject('redisUrl'),
    keyPrefix,
    log,
  })
  return { client, keyPrefix, logged, log }
}
