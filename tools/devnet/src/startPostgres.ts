import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdir, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { assertPortsFree } from './ports.ts'
import { waitUntilReady } from './waitUntilReady.ts'

const run = promisify(execFile)

/** Where Debian's `postgresql` package puts the server's programs (one folder per major). */
const POSTGRES_LIB = '/usr/lib/postgresql'

export interface StartPostgresParameters {
  /** The cluster's folder: made with `initdb` when it holds none yet, kept otherwise. */
  dir: string
  port: number
  /** The database the server uses, created when missing (default `portico`). */
  database?: string
  /**
   * `false` turns fsync off: faster, and fine for a throwaway test cluster, never for data that
   * matters (default true).
   */
  durable?: boolean
  signal?: AbortSignal
  onLine?: (line: string) => void
}

export interface StartPostgresReturnType {
  child: ManagedChild
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url: string
  port: number
}

/**
 * The folder of Debian's Postgres programs (`initdb`, `postgres`, `pg_isready`, `createdb`), the
 * newest major installed, or undefined when the package is absent.
 *
 * @example
 * findPostgresBin() // '/usr/lib/postgresql/15/bin'
 */
export function findPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_LIB)) return undefined
  const majors = readdirSync(POSTGRES_LIB)
    .filter((name) => existsSync(join(POSTGRES_LIB, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return majors[0] === undefined ? undefined : join(POSTGRES_LIB, majors[0], 'bin')
}

/**
 * A Postgres program's command line: Postgres refuses to run as root, so as root it runs as the
 * `postgres` user Debian's package creates (through `runuser`).
 *
 * @example
 * const [command, args] = asPostgresUser('/usr/lib/postgresql/15/bin/pg_ctl', ['-D', dir, 'stop'])
 */
export function asPostgresUser(command: string, args: readonly string[]): [string, string[]] {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]]
}

/**
 * Makes `dir` a folder the cluster's user may own: as root, it is given to the `postgres` user,
 * and its parent is opened for passing through (o+x, not listing: a mkdtemp folder is 0700).
 *
 * @example
 * await givePostgresTheFolder('/tmp/portico-pg-x/data')
 */
export async function givePostgresTheFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  if (process.getuid?.() !== 0) return
  const parent = dirname(dir)
  const { mode } = await stat(parent)
  if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001)
  const { stdout } = await run('id', ['-u', 'postgres'])
  const { stdout: group } = await run('id', ['-g', 'postgres'])
  await chown(dir, Number(stdout.trim()), Number(group.trim()))
}

/**
 * Starts a Postgres cluster of its own on 127.0.0.1 from Debian's `postgresql` package (the
 * project's scripts install it): `initdb` on first use (trust authentication, reachable only
 * from this machine), the server in the foreground as a child process (stopped with the stack,
 * killed with it), then the database created when missing.
 *
 * @example
 * const postgres = await startPostgres({ dir: '.portico/postgres', port: 5433 })
 * // DATABASE_URL=postgres.url
 */
export async function startPostgres(
  parameters: StartPostgresParameters,
): Promise<StartPostgresReturnType> {
  const bin = findPostgresBin()
  if (bin === undefined)
    throw new ChildProcessError({
      child: 'postgres',
      reason: `Debian's postgresql package is not installed (no ${POSTGRES_LIB}/*/bin/postgres): apt-get install -y postgresql`,
      output: [],
    })
  const { dir, port } = parameters
  const database = parameters.database ?? 'portico'
  await assertPortsFree([{ port, purpose: 'postgres', envVar: 'PORTICO_POSTGRES_PORT' }])
  throwIfAborted(parameters.signal)
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    await givePostgresTheFolder(dir)
    const [command, args] = asPostgresUser(join(bin, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
    ])
    await run(command, args)
  }
  const settings = [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...(parameters.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
  ]
  const [command, args] = asPostgresUser(join(bin, 'postgres'), settings)
  const child = await startChild({ name: 'postgres', command, args, onLine: parameters.onLine })
  try {
    await waitUntilReady({
      child,
      probe: async () =>
        run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).then(
          () => true,
          () => false,
        ),
      what: `did not accept connections on 127.0.0.1:${port}`,
      timeoutMs: 60_000,
      signal: parameters.signal,
    })
    await run(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      database,
    ]).catch((error: { stderr?: string }) => {
      if (!error.stderr?.includes('already exists')) throw error
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url: `postgres://postgres@127.0.0.1:${port}/${database}`, port }
}
