import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql'
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { asDatabase, type Database, type Dialect } from './database.ts'

export type { Database } from './database.ts'

export interface OpenedDatabase {
  db: Database
  dialect: Dialect
  /** Closes the connection (Postgres: the pool, once its queries end); call once at stop. */
  close: () => Promise<void>
}

export interface OpenDatabaseOptions {
  /**
   * Postgres: told about a connection that failed while idle (the server restarted, the network
   * dropped). Nothing is thrown: the pool drops that connection and the next query opens a new
   * one. Default: a line on stderr.
   */
  onConnectionError?: (error: Error) => void
  /** Postgres: connections in the pool at most (default 10). */
  poolSize?: number
}

const SQLITE_MIGRATIONS = fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url))
const PG_MIGRATIONS = fileURLToPath(new URL('../../drizzle/pg', import.meta.url))

/** Postgres advisory lock key held while migrating, so servers starting together migrate once. */
const PG_MIGRATION_LOCK = 7_203_540_011

/**
 * Whether a database URL names Postgres (`postgres://` or `postgresql://`) rather than libsql.
 *
 * @example
 * isPostgresUrl('postgres://portico@db:5432/portico') // true
 */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(url)
}

/**
 * Opens the database and applies pending migrations: a libsql URL (`file:.portico/portico.db`
 * by default; the file's folder is created when needed) from `drizzle/sqlite`, or a Postgres URL
 * (`postgres://user:password@host:5432/name`) from `drizzle/pg` through a pool of node-postgres
 * connections. Modules use the same `Database` either way (src/db/database.ts).
 *
 * @example
 * const { db, close } = await openDatabase('file:/tmp/portico.db')
 * const { db, close } = await openDatabase('postgres://portico@127.0.0.1:5432/portico')
 */
export async function openDatabase(
  url: string,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  return isPostgresUrl(url) ? openPostgres(url, options) : openSqlite(url)
}

async function openSqlite(url: string): Promise<OpenedDatabase> {
  const filePath = localFilePath(url)
  if (filePath !== undefined) await mkdir(dirname(filePath), { recursive: true })
  // `timeout` is the busy timeout of every connection of libsql's pool (a PRAGMA would reach only
  // the one it ran on): a statement waits up to 5 s for another process's write (the CLI, a
  // second server) instead of failing. Writes of this process that span several statements go
  // through `writeAtomically`, since a synchronous wait here would hold up this process.
  const client = createClient({ url, timeout: 5_000 })
  try {
    // WAL lets several server processes read while one writes.
    if (filePath !== undefined) await client.execute('PRAGMA journal_mode = WAL')
    const db = drizzleLibsql(client)
    await migrateLibsql(db, { migrationsFolder: SQLITE_MIGRATIONS })
    return { db: asDatabase(db), dialect: 'sqlite', close: async () => client.close() }
  } catch (error) {
    client.close()
    throw error
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`Postgres connection error: ${error.message}`))
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A query waits at most this long for a connection (pool full, or the server unreachable).
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle connection's error (Postgres restarted, a network cut) is reported here; without a
  // listener it would crash the process. The pool drops that connection and opens a new one on
  // the next query, so the server reconnects by itself.
  pool.on('error', onConnectionError)
  // A connection checked out for a transaction has no pool listener; its error also fails the
  // transaction's query, which reports it, so this one only keeps the event from crashing.
  pool.on('connect', (client) => client.on('error', () => {}))
  try {
    await migratePostgres(pool)
    return { db: asDatabase(drizzlePg(pool)), dialect: 'postgres', close: () => pool.end() }
  } catch (error) {
    await pool.end()
    throw error
  }
}

// Migrates on one connection holding an advisory lock: two servers starting on the same empty
// database would otherwise both try to create the tables.
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PG_MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: PG_MIGRATIONS })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PG_MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

function localFilePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  const path = url.slice('file:'.length).split('?')[0] ?? ''
  return path === '' || path.includes(':memory:') ? undefined : path
}
