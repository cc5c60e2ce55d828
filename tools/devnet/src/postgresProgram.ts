// Debian's Postgres programs, with Node built-ins only: the test run's global setup imports this
// (a subpath export) before the workspace's source condition applies, so it must not reach
// @portico/core.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdir, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Where Debian's `postgresql` package puts the server's programs (one folder per major). */
export const POSTGRES_LIB = '/usr/lib/postgresql'

/**
 * The folder of Debian's Postgres programs (`initdb`, `postgres`, `pg_ctl`, `pg_isready`,
 * `createdb`), the newest major installed, or undefined when the package is absent.
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
