import { mkdir } from 'node:fs/promises'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { assertPortsFree } from './ports.ts'
import { REDIS_READY_LINE, REDIS_SERVER_PATH, redisServerArgs } from './redisProgram.ts'
import { waitUntilReady } from './waitUntilReady.ts'

export interface StartRedisParameters {
  /** Folder for the append-only file; made when missing, and kept. */
  dir: string
  port: number
  signal?: AbortSignal
  onLine?: (line: string) => void
}

export interface StartRedisReturnType {
  child: ManagedChild
  /** `redis://127.0.0.1:<port>` */
  url: string
  port: number
}

/**
 * Starts Debian's redis-server on 127.0.0.1 in the foreground as a child process, with no
 * snapshots but an append-only file synced on every write in `dir`: the rate limits and
 * lock-outs the server keeps there survive a restart of Redis.
 *
 * @example
 * const redis = await startRedis({ dir: '.portico/redis', port: 6380 })
 * // REDIS_URL=redis.url
 */
export async function startRedis(parameters: StartRedisParameters): Promise<StartRedisReturnType> {
  const { dir, port } = parameters
  await assertPortsFree([{ port, purpose: 'redis', envVar: 'PORTICO_REDIS_PORT' }])
  throwIfAborted(parameters.signal)
  await mkdir(dir, { recursive: true })
  let announcedReady = false
  const child = await startChild({
    name: 'redis',
    command: REDIS_SERVER_PATH,
    args: redisServerArgs({ dir, port }),
    cwd: dir,
    onLine: (line) => {
      if (REDIS_READY_LINE.test(line)) announcedReady = true
      parameters.onLine?.(line)
    },
  }).catch((error: unknown) => {
    throw new ChildProcessError({
      child: 'redis',
      reason: `cannot start ${REDIS_SERVER_PATH}: ${(error as Error).message}`,
      output: [],
    })
  })
  try {
    await waitUntilReady({
      child,
      probe: async () => announcedReady,
      what: `did not say 'Ready to accept connections' on 127.0.0.1:${port}`,
      timeoutMs: 30_000,
      signal: parameters.signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url: `redis://127.0.0.1:${port}`, port }
}
