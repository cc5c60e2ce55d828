import { type Column, getTableColumns, getTableName, is, SQL } from 'drizzle-orm'
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import * as pgSchema from './schema.pg.ts'
import * as sqliteSchema from './schema.ts'

/*
 * schema.ts (SQLite) and schema.pg.ts (Postgres) describe one database. `database.ts` already
 * checks at compile time that they give the same row types; this test compares what the types
 * cannot see, as drizzle-orm's `getTableConfig` reports it for each dialect: tables, columns with
 * their SQL types, nullability, defaults and identity, primary keys, unique constraints, indexes
 * (names, columns, order) and foreign keys (columns, target, actions).
 *
 * Both sides are turned into one dialect-free shape, and the shapes must be equal. How column
 * types map (each dialect's drizzle column class → the shape's type):
 *
 * | shape     | SQLite                       | Postgres                  | JavaScript |
 * | --------- | ---------------------------- | ------------------------- | ---------- |
 * | `text`    | text                         | text                      | string     |
 * | `integer` | integer (64-bit)             | bigint, mode 'number'     | number     |
 * | `boolean` | integer, mode 'boolean' (0/1)| boolean                   | boolean    |
 * | `int4`    | (none)                       | integer (32-bit)          | number     |
 *
 * So a SQLite integer is a Postgres bigint, both 64-bit: Unix milliseconds and seconds, block
 * numbers and ids (no Postgres `timestamp`: milliseconds stay numbers on either side). A Postgres
 * `integer` is narrower, allowed only for the columns listed in INTENDED_DIFFERENCES. An
 * auto-increment SQLite key and a Postgres identity `by default` are both `generated`. A column
 * type, SQL default, partial index or check this table does not know fails the test, so a new
 * kind of difference cannot pass unseen.
 */

type Dialect = 'sqlite' | 'pg'

interface ColumnShape {
  name: string
  type: 'text' | 'integer' | 'boolean' | 'int4'
  dataType: string
  notNull: boolean
  default: unknown
  /** The database assigns the value (SQLite autoincrement, Postgres identity by default). */
  generated: boolean
  primaryKey: boolean
  /** The unique constraint's name, for a column declared `.unique()`. */
  unique: string | undefined
}

interface TableShape {
  columns: Record<string, ColumnShape>
  primaryKeys: { name: string; columns: string[] }[]
  uniqueConstraints: { name: string | undefined; columns: string[] }[]
  indexes: { name: string; columns: string[]; unique: boolean }[]
  foreignKeys: {
    name: string
    columns: string[]
    foreignTable: string
    foreignColumns: string[]
    onDelete: string
    onUpdate: string
  }[]
}

const COLUMN_TYPES: Record<Dialect, Record<string, ColumnShape['type']>> = {
  sqlite: { SQLiteText: 'text', SQLiteInteger: 'integer', SQLiteBoolean: 'boolean' },
  pg: { PgText: 'text', PgBigInt53: 'integer', PgBoolean: 'boolean', PgInteger: 'int4' },
}

/**
 * Differences the dialects are meant to have, each with its reason. The test checks that each
 * still holds (a stale entry fails) and then treats the two sides as equal there.
 */
const INTENDED_DIFFERENCES: readonly {
  table: string
  column: string
  sqlite: ColumnShape['type']
  pg: ColumnShape['type']
  why: string
}[] = [
  // Small counts and positions: 32 bits are plenty, and int4 is Postgres's natural integer.
  {
    table: 'wallets',
    column: 'displayIndex',
    sqlite: 'integer',
    pg: 'int4',
    why: 'a list position',
  },
  { table: 'chainTransfers', column: 'logIndex', sqlite: 'integer', pg: 'int4', why: 'per block' },
  { table: 'chainTransfers', column: 'txIndex', sqlite: 'integer', pg: 'int4', why: 'per block' },
  { table: 'tokenMetadata', column: 'decimals', sqlite: 'integer', pg: 'int4', why: '0 to 36' },
  { table: 'authCodes', column: 'attempts', sqlite: 'integer', pg: 'int4', why: 'at most 100' },
]

function unsupported(what: string): never {
  throw new Error(`schemaParity.test.ts does not compare ${what} yet: teach it to`)
}

// A column's name; an SQL expression (in an index) has none.
function columnName(column: unknown): string {
  const name = is(column, SQL) ? undefined : (column as { name?: unknown }).name
  return typeof name === 'string' ? name : unsupported('an index on an expression')
}

const columnNames = (columns: readonly unknown[]) => columns.map(columnName)

function columnShape(dialect: Dialect, column: Column): ColumnShape {
  const type =
    COLUMN_TYPES[dialect][column.columnType] ??
    unsupported(`column type ${column.columnType} (${column.name})`)
  if (is(column.default, SQL) || column.defaultFn !== undefined || column.onUpdateFn !== undefined)
    unsupported(`a computed default (${column.name})`)
  if (column.generated !== undefined) unsupported(`a generated column (${column.name})`)
  const identity = column.generatedIdentity
  if (identity !== undefined && identity.type !== 'byDefault')
    unsupported(`an identity '${identity.type}' (${column.name})`)
  const autoIncrement = (column as { autoIncrement?: boolean }).autoIncrement === true
  return {
    name: column.name,
    type,
    dataType: column.dataType,
    notNull: column.notNull,
    default: column.default,
    generated: autoIncrement || identity !== undefined,
    primaryKey: column.primary,
    unique: column.isUnique ? `${column.uniqueName} ${column.uniqueType ?? ''}`.trim() : undefined,
  }
}

const byName = <T extends { name: string | undefined }>(list: T[]) =>
  list.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))

function sqliteTableShape(table: SQLiteTable): TableShape {
  const config = getSqliteTableConfig(table)
  if (config.checks.length > 0) unsupported(`checks (${config.name})`)
  return {
    columns: Object.fromEntries(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        columnShape('sqlite', column),
      ]),
    ),
    primaryKeys: byName(
      config.primaryKeys.map((key) => ({ name: key.getName(), columns: columnNames(key.columns) })),
    ),
    uniqueConstraints: byName(
      config.uniqueConstraints.map((unique) => ({
        name: unique.getName(),
        columns: columnNames(unique.columns),
      })),
    ),
    indexes: byName(
      config.indexes.map(({ config: index }) => {
        if (index.where !== undefined) unsupported(`a partial index (${index.name})`)
        return { name: index.name, columns: columnNames(index.columns), unique: index.unique }
      }),
    ),
    foreignKeys: byName(
      config.foreignKeys.map((key) => {
        const reference = key.reference()
        return {
          name: key.getName(),
          columns: columnNames(reference.columns),
          foreignTable: getTableName(reference.foreignTable),
          foreignColumns: columnNames(reference.foreignColumns),
          // Both dialects' default when none is given.
          onDelete: key.onDelete ?? 'no action',
          onUpdate: key.onUpdate ?? 'no action',
        }
      }),
    ),
  }
}

function pgTableShape(table: PgTable): TableShape {
  const config = getPgTableConfig(table)
  if (config.checks.length > 0) unsupported(`checks (${config.name})`)
  if (config.schema !== undefined || config.policies.length > 0 || config.enableRLS)
    unsupported(`a Postgres schema, policy or row-level security (${config.name})`)
  return {
    columns: Object.fromEntries(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        columnShape('pg', column),
      ]),
    ),
    primaryKeys: byName(
      config.primaryKeys.map((key) => ({ name: key.getName(), columns: columnNames(key.columns) })),
    ),
    uniqueConstraints: byName(
      config.uniqueConstraints.map((unique) => ({
        // NULLS NOT DISTINCT has no SQLite twin: it shows as a different name.
        name: unique.nullsNotDistinct ? `${unique.getName()} nulls not distinct` : unique.getName(),
        columns: columnNames(unique.columns),
      })),
    ),
    indexes: byName(
      config.indexes.map(({ config: index }) => {
        if (index.where !== undefined) unsupported(`a partial index (${index.name})`)
        if (index.with !== undefined) unsupported(`index storage parameters (${index.name})`)
        // SQLite's indexes (as drizzle declares them) are b-trees of plain columns: another
        // Postgres method, order or operator class has no twin, and shows in the column.
        const columns = index.columns.map((column) => {
          const {
            order = 'asc',
            nulls = 'last',
            opClass,
          } = (column as { indexConfig?: { order?: string; nulls?: string; opClass?: string } })
            .indexConfig ?? {}
          const name = columnName(column)
          const method = index.method ?? 'btree'
          const isDefault = order === 'asc' && nulls === 'last' && opClass === undefined
          return method === 'btree' && isDefault
            ? name
            : `${name} (${[method, order, `nulls ${nulls}`, opClass].filter(Boolean).join(' ')})`
        })
        return {
          name: index.name ?? unsupported(`an unnamed index (${config.name})`),
          columns,
          unique: index.unique,
        }
      }),
    ),
    foreignKeys: byName(
      config.foreignKeys.map((key) => {
        const reference = key.reference()
        return {
          name: key.getName(),
          columns: columnNames(reference.columns),
          foreignTable: getTableName(reference.foreignTable),
          foreignColumns: columnNames(reference.foreignColumns),
          onDelete: key.onDelete ?? 'no action',
          onUpdate: key.onUpdate ?? 'no action',
        }
      }),
    ),
  }
}

const sqliteTables = Object.entries(sqliteSchema as Record<string, unknown>).filter(
  (entry): entry is [string, SQLiteTable] => is(entry[1], SQLiteTable),
)
const pgTables = Object.entries(pgSchema as Record<string, unknown>).filter(
  (entry): entry is [string, PgTable] => is(entry[1], PgTable),
)

// The Postgres shape with each intended difference checked, then set to SQLite's side.
function pgShapeAsSqlite(exportName: string, table: PgTable): TableShape {
  const shape = pgTableShape(table)
  for (const difference of INTENDED_DIFFERENCES.filter((entry) => entry.table === exportName)) {
    const column = shape.columns[difference.column]
    expect(column?.type, `${exportName}.${difference.column} (${difference.why})`).toBe(
      difference.pg,
    )
    if (column !== undefined) column.type = difference.sqlite
  }
  return shape
}

describe('schema.ts and schema.pg.ts', () => {
  it('behavior: declare the same tables, under the same export names', () => {
    expect(Object.keys(sqliteSchema).sort()).toEqual(Object.keys(pgSchema).sort())
    expect(sqliteTables.map(([key, table]) => [key, getTableName(table)])).toEqual(
      pgTables.map(([key, table]) => [key, getTableName(table)]),
    )
    expect(sqliteTables.length).toBeGreaterThan(0)
  })

  it.each(sqliteTables)(
    'behavior: %s has the same columns, keys, indexes and references',
    (exportName, sqliteTable) => {
      const pgTable = pgTables.find(([key]) => key === exportName)?.[1]
      expect(pgTable, `${exportName} in schema.pg.ts`).toBeDefined()
      if (pgTable === undefined) return
      expect(pgShapeAsSqlite(exportName, pgTable)).toEqual(sqliteTableShape(sqliteTable))
    },
  )

  it('behavior: every intended difference names a real column that SQLite has as declared', () => {
    for (const difference of INTENDED_DIFFERENCES) {
      const table = sqliteTables.find(([key]) => key === difference.table)?.[1]
      expect(table, difference.table).toBeDefined()
      if (table === undefined) continue
      const column = sqliteTableShape(table).columns[difference.column]
      expect(column?.type, `${difference.table}.${difference.column} on SQLite`).toBe(
        difference.sqlite,
      )
    }
  })
})
