import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase } from '../db/openDatabase.ts'

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

export interface CreateTestDatabaseOptions {
  /**
   * Postgres: a database with no tables at all, so opening it runs every migration. By default
   * it is a copy of a template the migrations already ran on (tables empty): the same as a
   * fresh database after its first open, for a file copy instead of the migrations.
   */
  unmigrated?: boolean
}

/**
 * A fresh database for a test, its tables empty: in the Postgres run a new database
 * `portico_t_<random>` in the run's cluster (`inject('postgresUrl')`), otherwise the SQLite file
 * `<dir>/<name>.db`. Drop it when done (the Postgres database would otherwise stay until the
 * cluster goes).
 *
 * @example
 * const database = await createTestDatabase(dir)
 * const { db, close } = await openDatabase(database.url)
 * afterAll(async () => { await close(); await database.drop() })
 */
export async function createTestDatabase(
  dir: string,
  name = 'portico',
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (!isPostgresRun())
    return { url: `file:${join(dir, `${name}.db`)}`, dialect: 'sqlite', drop: async () => {} }
  return createPostgresDatabase(inject('postgresUrl'), options)
}

const TEMPLATE = 'portico_t_template'
/** Serialises building the template across the run's test workers. */
const TEMPLATE_LOCK = 7_203_540_012
const templates = new Map<string, Promise<void>>()

/**
 * Makes a new database `portico_t_<random>` on a Postgres server, given a superuser URL: a copy
 * of a migrated template (built once per server, by whichever test process comes first), or with
 * `unmigrated` an empty one. A copy costs about half the server's CPU of migrating anew.
 *
 * @example
 * const database = await createPostgresDatabase(cluster.url)
 */
export async function createPostgresDatabase(
  adminUrl: string,
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const name = `portico_t_${randomBytes(6).toString('hex')}`
  if (options.unmigrated) await asAdmin(adminUrl, [`CREATE DATABASE ${name}`])
  else {
    let template = templates.get(adminUrl)
    if (template === undefined) {
      template = buildTemplate(adminUrl)
      templates.set(adminUrl, template)
    }
    await template
    // FILE_COPY copies the template's files (fsync is off in the test cluster) instead of
    // writing them all to the WAL, the default since Postgres 15.
    await asAdmin(adminUrl, [`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE} STRATEGY FILE_COPY`])
  }
  const url = databaseUrl(adminUrl, name)
  let dropped = false
  return {
    url,
    dialect: 'postgres',
    async drop() {
      if (dropped) return
      dropped = true
      // FORCE: a pool the test did not close (or is still closing) must not keep it alive.
      await asAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`])
    },
  }
}

// Migrates a database under another name, then renames it: no test copies a half-built one.
async function buildTemplate(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK])
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE])
    if (found.rowCount !== 0) return
    const building = `${TEMPLATE}_${randomBytes(4).toString('hex')}`
    await client.query(`CREATE DATABASE ${building}`)
    const { close } = await openDatabase(databaseUrl(adminUrl, building))
    await close()
    await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`)
  } finally {
    await client.end()
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function asAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}
