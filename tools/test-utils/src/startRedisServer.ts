import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, type ManagedChild, startRedis } from '@portico/devnet'

export { REDIS_SERVER_PATH } from '@portico/devnet'

export interface StartRedisServerParameters {
  /** Folder for the append-only file; a new temporary one by default (removed by `stop()`). */
  dir?: string
  /** The port; a free one by default. */
  port?: number
}

/** A real redis-server child process started for tests. */
export interface TestRedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string
  port: number
  dir: string
  pid: number
  /** SIGKILL, as a crash: what was acknowledged is on disk (`appendfsync always`). */
  kill(): Promise<void>
  /** Starts redis-server again on the same port and folder; it reloads the append-only file. */
  restart(): Promise<void>
  /** Stops the server and removes the folder when it made it. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts redis-server on 127.0.0.1 and a free port, in the foreground (`--daemonize no`) as a
 * child process, with no snapshots (`--save ''`) but an append-only file written on every
 * command (`--appendonly yes --appendfsync always`) in a temporary folder: a test can kill it and
 * start it again on the same port and folder and find its keys. Should the test process end
 * without `stop()`, the server is killed with it (`startChild`).
 *
 * @example
 * const redis = await startRedisServer()
 * afterAll(() => redis.stop())
 * const client = new Redis(redis.url)
 */
export async function startRedisServer(
  parameters: StartRedisServerParameters = {},
): Promise<TestRedisServer> {
  const ownDir = parameters.dir === undefined
  const dir = parameters.dir ?? (await mkdtemp(join(tmpdir(), 'portico-redis-')))
  const port = parameters.port ?? (await getFreePort())
  let child: ManagedChild | undefined
  try {
    child = await spawnRedis(dir, port)
  } catch (error) {
    if (ownDir) await rm(dir, { recursive: true, force: true })
    throw error
  }
  let stopped = false
  const server: TestRedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    get pid() {
      return child?.pid ?? 0
    },
    async kill() {
      const current = child
      if (current === undefined || current.hasExited()) return
      process.kill(current.pid, 'SIGKILL')
      await current.exited
    },
    async restart() {
      await server.kill()
      child = await spawnRedis(dir, port)
    },
    async stop() {
      if (stopped) return
      stopped = true
      await child?.stop()
      if (ownDir) await rm(dir, { recursive: true, force: true })
    },
  }
  return server
}

async function spawnRedis(dir: string, port: number): Promise<ManagedChild> {
  const { child } = await startRedis({ dir, port })
  return child
}
