import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/** A database made for one test server or test file. */
export interface TestDatabase {
  /** The URL to open it with (`databaseUrl`, `openDatabase`, the CLI's `--database`). */
  url: string
  /** Which database the run tests on (`PORTICO_TEST_DATABASE`). */
  dialect: 'sqlite' | 'postgres'
  /** Removes the database (Postgres: drops it, cutting its connections); SQLite: nothing. */
  drop: () => Promise<void>
}

/**
 * Whether this test run is the Postgres one: vitest project `server-postgres` sets
 * `PORTICO_TEST_DATABASE=postgres` (and starts a cluster with postgresGlobalSetup); everything
 * else tests on SQLite.
 *
 * @example
 * it.runIf(isPostgresRun())('behavior: …', …)
 */
export function isPostgresRun(): boolean {
  return process.env.PORTICO_TEST_DATABASE === 'postgres'
}

/**
 * A fresh, empty database for a test: in the Postgres run a new database
 * `portico_t_<random>` in the run's cluster (`inject('postgresUrl')`), otherwise the SQLite file
 * `<dir>/<name>.db`. Drop it when done (the Postgres database would otherwise stay until the
 * cluster goes).
 *
 * @example
 * const database = await createTestDatabase(dir)
 * const { db, close } = await openDatabase(database.url)
 * afterAll(async () => { await close(); await database.drop() })
 */
export async function createTestDatabase(dir: string, name = 'portico'): Promise<TestDatabase> {
  if (!isPostgresRun())
    return { url: `file:${join(dir, `${name}.db`)}`, dialect: 'sqlite', drop: async () => {} }
  return createPostgresDatabase(inject('postgresUrl'))
}

/**
 * Makes a new database `portico_t_<random>` on a Postgres server, given a superuser URL.
 *
 * @example
 * const database = await createPostgresDatabase(cluster.url)
 */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `portico_t_${randomBytes(6).toString('hex')}`
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let dropped = false
  return {
    url: url.toString(),
    dialect: 'postgres',
    async drop() {
      if (dropped) return
      dropped = true
      // FORCE: a pool the test did not close (or is still closing) must not keep it alive.
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
