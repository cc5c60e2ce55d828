import { is, type SQL, sql } from 'drizzle-orm'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { PgDatabase } from 'drizzle-orm/pg-core'
import * as pgTables from './schema.pg.ts'
import * as sqliteTables from './schema.ts'

/*
 * One code path for SQLite and Postgres. Modules see one database type and one set of tables;
 * at run time each database gets its own dialect's Drizzle objects. This file is the one place
 * where a SQLite object is given the Postgres type (`asDatabase`, `tablesOf`). Why that is sound:
 *
 * - Queries are built at run time by the database they run on, from the tables `tablesOf` picks
 *   for that database, so a SQLite query never meets a Postgres table or the reverse.
 * - `Database` is only the builder API both dialects implement alike (select, insert, update and
 *   delete with `returning`, `onConflictDoNothing/Update`, `transaction`, `$count`, `with`):
 *   SQLite's `.get()/.all()/.run()` and Postgres's `execute` are not on it, so a dialect-only call
 *   is a type error. Raw SQL goes through `queryRows`, which knows both.
 * - The two schemas give the same row types, table by table and column by column: `SchemasMatch`
 *   below fails to compile otherwise, so results have the types the code reads. What types
 *   cannot see (SQL types, nullability, defaults, keys, indexes, references) is compared by
 *   schemaParity.test.ts.
 * - What awaiting a write without `returning()` yields differs (pg's QueryResult, libsql's
 *   ResultSet) and is never read; `transaction`'s config object differs (isolation level vs
 *   behavior) and is never passed; PgTransaction's extras (`.for('update')` and the like) are
 *   not portable either. Postgres's type is the one given because SQLite's extras (`.get()` and
 *   the like) are what code here used to reach for. The server's tests run on both databases
 *   (vitest projects `server` and `server-postgres`) to catch what the types cannot.
 */

/** The builder methods both dialects implement alike (see the note above). */
type PortableMethods =
  | 'select'
  | 'selectDistinct'
  | 'insert'
  | 'update'
  | 'delete'
  | 'transaction'
  | '$count'
  | '$with'
  | 'with'

/**
 * The database every module reads and writes: SQLite (libsql) or Postgres (node-postgres), typed
 * as the builder API the two share. Get its tables with `tablesOf(db)`.
 */
export type Database = Pick<NodePgDatabase, PortableMethods>

/** A database or a transaction: anything that can run a select. */
export type Queryable = Pick<Database, 'select'>

/** The tables, typed as schema.pg.ts declares them (the same row types as schema.ts). */
export type Tables = typeof pgTables

/** The database a connection speaks. */
export type Dialect = 'sqlite' | 'postgres'

/**
 * The tables of the database's own dialect (a transaction's too).
 *
 * @example
 * const { projects } = tablesOf(db)
 * const rows = await db.select().from(projects)
 */
export function tablesOf(db: Queryable): Tables {
  // Sound: see the note at the top of this file.
  return is(db, PgDatabase) ? pgTables : (sqliteTables as unknown as Tables)
}

/**
 * Which dialect a database or transaction speaks.
 *
 * @example
 * if (dialectOf(tx) === 'postgres') await tx.select(...)
 */
export function dialectOf(db: Queryable): Dialect {
  return is(db, PgDatabase) ? 'postgres' : 'sqlite'
}

/**
 * The Drizzle database over libsql, given the module-facing type (see the note above).
 *
 * @example
 * const db = asDatabase(drizzle(client))
 */
export function asDatabase(db: LibSQLDatabase | NodePgDatabase): Database {
  // Sound: see the note at the top of this file.
  return db as unknown as Database
}

/**
 * Runs a raw SQL statement on either dialect and returns its rows (`RETURNING` rows for a
 * write). Write it in SQL both understand; values are driver values: Postgres gives `bigint`
 * (and `count(*)`) as strings, so wrap numbers in `Number()`.
 *
 * @example
 * const rows = await queryRows<{ id: number | string }>(db, sql`INSERT … RETURNING id`)
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<Row[]> {
  // Sound: openDatabase makes node-postgres and libsql databases only.
  if (is(db, PgDatabase)) {
    const result = await (db as unknown as NodePgDatabase).execute(query)
    return result.rows as Row[]
  }
  return (db as unknown as LibSQLDatabase).all<Row>(query)
}

/**
 * Within a transaction, waits for any other transaction holding the same named lock (one that
 * reads, then rewrites a table from several server processes at once) and holds it until the
 * transaction ends. Postgres: a transaction-level advisory lock. SQLite: nothing, since a write
 * transaction already excludes every other writer of the file.
 *
 * @example
 * await db.transaction(async (tx) => { await lockForTransaction(tx, 'seed:wallets'); … })
 */
export async function lockForTransaction(tx: Queryable, name: string): Promise<void> {
  if (is(tx, PgDatabase)) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`)
}

/**
 * Runs `run` so that no other `serialized` call of the same name runs at the same time, in any
 * server process: a check-then-write that must not interleave. Postgres: in a transaction holding
 * a transaction-level advisory lock on the name. SQLite: as it is, since each write statement
 * already holds the file's write lock (so give it one statement, or a transaction of its own).
 *
 * @example
 * const rows = await serialized(db, 'auth_send_log', (tx) => queryRows(tx, sql`INSERT … RETURNING id`))
 */
export async function serialized<T>(
  db: Database,
  name: string,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return run(db)
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, name)
    return run(tx)
  })
}

/**
 * Runs the statements `build` makes as one atomic write. SQLite: one libsql batch, which runs them
 * in a transaction without giving the event loop back in between. An interactive transaction
 * (`db.transaction`) there holds the file's write lock across awaits, and libsql's driver is
 * synchronous with a pool of connections, so another request's statement on another connection
 * meanwhile fails at once with SQLITE_BUSY (a 503). Postgres: a transaction, in order. For
 * writes known in advance (no read decides the next statement).
 *
 * @example
 * await writeAtomically(db, (tx) => [tx.delete(chainTransfers).where(…), tx.update(chainCursors).set(…)])
 */
export async function writeAtomically(
  db: Database,
  build: (db: Database) => readonly PromiseLike<unknown>[],
): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    const [first, ...rest] = build(db)
    if (first === undefined) return
    // Sound: on SQLite `db` is libsql's drizzle database and the statements its query builders.
    type Batch = Parameters<LibSQLDatabase['batch']>[0]
    await (db as unknown as LibSQLDatabase).batch([first, ...rest] as unknown as Batch)
    return
  }
  await db.transaction(async (tx) => {
    for (const statement of build(tx)) await statement
  })
}

/**
 * Whether a failed query broke a unique index or primary key, in either dialect (SQLite's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, Postgres's 23505), looking through Drizzle's wrapper.
 *
 * @example
 * try { await db.insert(authUsers).values(row) } catch (error) { if (isUniqueViolation(error)) … }
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown }
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
    )
      return true
    if (/UNIQUE constraint failed/.test(cause.message)) return true
  }
  return false
}

type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

type SqliteTables = typeof sqliteTables

type TableRowsMatch = {
  [K in keyof Tables | keyof SqliteTables]: K extends keyof Tables & keyof SqliteTables
    ? SameType<Tables[K]['$inferSelect'], SqliteTables[K]['$inferSelect']> extends true
      ? SameType<Tables[K]['$inferInsert'], SqliteTables[K]['$inferInsert']>
      : false
    : false
}

/**
 * `true` when schema.ts and schema.pg.ts declare the same tables with the same row types (for
 * reading and for inserting); a difference is a compile error here, naming the table.
 */
export type SchemasMatch = TableRowsMatch extends { [K in keyof TableRowsMatch]: true }
  ? true
  : {
      schemasDiffer: {
        [K in keyof TableRowsMatch as TableRowsMatch[K] extends true ? never : K]: K
      }
    }

/** Fails to compile while the two schemas differ (see `SchemasMatch`). */
export const SCHEMAS_MATCH: SchemasMatch = true
