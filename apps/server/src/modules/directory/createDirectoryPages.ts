import { BoundedMap } from '../../cache/BoundedMap.ts'
import type { Database } from '../../db/openDatabase.ts'
import { findWallets } from './findWallets.ts'
import type { GetWalletsQuery } from './getWalletsQuery.ts'

export interface DirectoryPages {
  /** The `/getWallets` answer for a query, as JSON text. */
  page(query: GetWalletsQuery): Promise<string>
}

/** Distinct queries kept; the first page of each network and the popular searches fit. */
const MAX_PAGES = 500

/**
 * `/getWallets` answers kept as JSON text, by query. The directory is seeded once when the server
 * starts and never written after, so an answer stays right for the life of the process; a
 * request for a known page then costs no database read and no serialisation. Concurrent
 * requests for one page share one read; a failed read is not kept.
 *
 * @example
 * const pages = createDirectoryPages(db)
 * reply.type('application/json').send(await pages.page(query))
 */
export function createDirectoryPages(db: Database): DirectoryPages {
  const pages = new BoundedMap<string, Promise<string>>(MAX_PAGES)
  return {
    page(query) {
      const key = JSON.stringify(query)
      const cached = pages.get(key)
      if (cached !== undefined) return cached
      const page = findWallets(db, query).then((result) => JSON.stringify(result))
      pages.set(key, page)
      page.catch(() => {
        if (pages.get(key) === page) pages.delete(key)
      })
      return page
    },
  }
}
