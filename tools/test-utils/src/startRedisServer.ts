import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REDIS_READY_LINE, REDIS_SERVER_PATH, redisServerArgs } from '@portico/devnet/redisProgram'
import { findFreePort } from './findFreePort.ts'

export { REDIS_SERVER_PATH } from '@portico/devnet/redisProgram'

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
 * without `stop()`, the server is killed with it.
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
  const port = parameters.port ?? (await findFreePort())
  let child: ChildProcess | undefined
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
      if (current === undefined || current.exitCode !== null || current.signalCode !== null) return
      const exited = new Promise((resolve) => current.once('exit', resolve))
      current.kill('SIGKILL')
      await exited
    },
    async restart() {
      await server.kill()
      child = await spawnRedis(dir, port)
    },
    async stop() {
      if (stopped) return
      stopped = true
      const current = child
      if (current !== undefined && current.exitCode === null && current.signalCode === null) {
        const exited = new Promise((resolve) => current.once('exit', resolve))
        current.kill('SIGTERM')
        await exited
      }
      if (ownDir) await rm(dir, { recursive: true, force: true })
    },
  }
  return server
}

const START_TIMEOUT_MS = 20_000

// Node built-ins only (no @portico/devnet index): the run's global setup starts this before the
// workspace's source condition applies. A redis-server left by a test process that died is
// killed on its exit.
function spawnRedis(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER_PATH, redisServerArgs({ dir, port }), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(
        new Error(`redis-server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`),
      )
    }, START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (REDIS_READY_LINE.test(output)) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        child.stderr?.resume()
        resolve(child)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${output}`))
    })
  })
}
