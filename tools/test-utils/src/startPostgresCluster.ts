import { execFile, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  asPostgresUser,
  findPostgresBin,
  givePostgresTheFolder,
} from '@portico/devnet/postgresProgram'
import { findFreePort } from './findFreePort.ts'

const run = promisify(execFile)

const ENSURE = fileURLToPath(new URL('../../../scripts/lib/ensure.mjs', import.meta.url))

/** A throwaway Postgres cluster for tests. */
export interface TestPostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, no password (trust). */
  url: string
  port: number
  /** The cluster's folder (data, socket, log); removed by `stop()`. */
  dir: string
  /** `pg_ctl restart -m fast`: every connection is cut, the cluster is back when it resolves. */
  restart(): Promise<void>
  /** `pg_ctl stop -m fast`, then removes the folder. Idempotent. */
  stop(): Promise<void>
}

/**
 * The newest installed Postgres major's bin folder, installing Debian's postgresql first when
 * there is none (as root, or through passwordless sudo).
 *
 * @example
 * ensurePostgresBin() // '/usr/lib/postgresql/15/bin'
 */
export function ensurePostgresBin(): string {
  const found = findPostgresBin()
  if (found !== undefined) return found
  // A process, not an import: the root's scripts are no workspace of ours to import from.
  const result = spawnSync(process.execPath, [ENSURE, 'services'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${ENSURE} services failed (${result.status})`)
  const installed = findPostgresBin()
  if (installed === undefined) throw new Error(`Postgres is still missing after ${ENSURE} services`)
  return installed
}

async function runAsClusterUser(command: string, args: string[], cwd: string): Promise<void> {
  const [file, fullArgs] = asPostgresUser(command, args)
  await run(file, fullArgs, { cwd, timeout: 120_000 })
}

/**
 * Starts a throwaway Postgres cluster: `initdb` into a new temporary folder (trust
 * authentication, UTF-8, C collation, like SQLite's byte order), then `pg_ctl start` listening on
 * 127.0.0.1 and a free port and on a socket in that folder, with `fsync`, `synchronous_commit`
 * and `full_page_writes` off (a test cluster's data need not survive a crash) and no autovacuum
 * (its databases live for seconds; it would only visit each one). As root, it runs
 * as the `postgres` system user. `stop()` stops it and removes the folder; should this process
 * die first (even by SIGKILL), a small watchdog process does the same within a second.
 *
 * @example
 * const cluster = await startPostgresCluster()
 * afterAll(() => cluster.stop())
 * const pool = new pg.Pool({ connectionString: cluster.url })
 */
export async function startPostgresCluster(): Promise<TestPostgresCluster> {
  const bin = ensurePostgresBin()
  const pgCtl = join(bin, 'pg_ctl')
  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'))
  const data = join(dir, 'data')
  const log = join(dir, 'postgres.log')
  const port = await findFreePort()
  let watchdog: number | undefined
  try {
    await givePostgresTheFolder(dir)
    await runAsClusterUser(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      dir,
    )
    const options = [
      "-c listen_addresses='127.0.0.1'",
      `-p ${port}`,
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
      '-c autovacuum=off',
    ].join(' ')
    const pgCtlArgs = ['-D', data, '-l', log, '-w', '-t', '60', '-o', options]
    const pgCtlRun = async (action: 'start' | 'restart' | 'stop', extra: string[] = []) => {
      try {
        await runAsClusterUser(pgCtl, [...pgCtlArgs, ...extra, action], dir)
      } catch (error) {
        const tail = await readFile(log, 'utf8').catch(() => '')
        throw new Error(`pg_ctl ${action} failed: ${String(error)}\n${tail.slice(-2000)}`, {
          cause: error,
        })
      }
    }
    await pgCtlRun('start')
    watchdog = startWatchdog(pgCtl, data, dir)
    let stopped = false
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      restart: () => pgCtlRun('restart', ['-m', 'fast']),
      async stop() {
        if (stopped) return
        stopped = true
        try {
          await pgCtlRun('stop', ['-m', 'fast'])
        } finally {
          if (watchdog !== undefined) killQuietly(watchdog)
          await rm(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    if (watchdog !== undefined) killQuietly(watchdog)
    const [file, args] = asPostgresUser(pgCtl, ['-D', data, 'stop', '-m', 'immediate'])
    spawnSync(file, args, { cwd: dir, stdio: 'ignore' })
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

// A detached process that outlives this one: once this process is gone (a finished run that
// skipped teardown, Ctrl-C, SIGKILL), it stops the cluster and removes its folder.
function startWatchdog(pgCtl: string, data: string, dir: string): number | undefined {
  const [file, args] = asPostgresUser(pgCtl, ['-D', data, 'stop', '-m', 'immediate'])
  const script = `
    const { spawnSync } = require('node:child_process')
    const { rmSync } = require('node:fs')
    const [parent, file, dir, ...args] = process.argv.slice(1)
    const timer = setInterval(() => {
      try { process.kill(Number(parent), 0); return } catch {}
      clearInterval(timer)
      spawnSync(file, args, { cwd: dir, stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    }, 1000)
    process.on('SIGTERM', () => process.exit(0))`
  const child = spawn(process.execPath, ['-e', script, String(process.pid), file, dir, ...args], {
    detached: true,
    stdio: 'ignore',
  })
  child.unref()
  return child.pid
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
