import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { assertPortsFree } from './ports.ts'
import {
  asPostgresUser,
  findPostgresBin,
  givePostgresTheFolder,
  POSTGRES_LIB,
} from './postgresProgram.ts'
import { waitUntilReady } from './waitUntilReady.ts'

const run = promisify(execFile)

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
