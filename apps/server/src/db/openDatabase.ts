import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'

/** The database every module reads and writes (SQLite through libsql). */
export type Database = LibSQLDatabase

export interface OpenedDatabase {
  db: Database
  /** Closes the connection; call once when the server stops. */
  close: () => void
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle/sqlite', import.meta.url))

/**
 * Opens the database at a libsql URL (`file:.portico/portico.db` by default), creating the
 * file's folder when needed, and applies pending migrations from `drizzle/sqlite`.
 *
 * @example
 * const { db, close } = await openDatabase('file:/tmp/portico.db')
 */
export async function openDatabase(url: string): Promise<OpenedDatabase> {
  const filePath = localFilePath(url)
  if (filePath !== undefined) await mkdir(dirname(filePath), { recursive: true })
  const client = createClient({ url })
  try {
    // WAL lets several server processes read while one writes; wait for a writer, not fail.
    if (filePath !== undefined) {
      await client.execute('PRAGMA journal_mode = WAL')
      await client.execute('PRAGMA busy_timeout = 5000')
    }
    const db = drizzle(client)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    return { db, close: () => client.close() }
  } catch (error) {
    client.close()
    throw error
  }
}

function localFilePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  const path = url.slice('file:'.length).split('?')[0] ?? ''
  return path === '' || path.includes(':memory:') ? undefined : path
}
