import type { Database } from '../db/openDatabase.ts'

/**
 * The database with its `select` calls counted, each one read, for tests of what a cache saves.
 *
 * @example
 * const { db, reads } = countingReads(database.db)
 * await createProjectCache(db, { maxAgeMs: 1000 }).find('p')
 * reads() // 1
 */
export function countingReads(db: Database): { db: Database; reads: () => number } {
  let reads = 0
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key !== 'select' || typeof value !== 'function') return value
      return (...args: unknown[]) => {
        reads += 1
        return value.apply(target, args)
      }
    },
  })
  return { db: counted, reads: () => reads }
}
