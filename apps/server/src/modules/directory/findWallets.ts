import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import type { GetWalletsQuery } from './getWalletsQuery.ts'

/** A directory entry as `/getWallets` returns it (spec §3 Wallet, without `installed`). */
export interface DirectoryWallet {
  id: string
  name: string
  image_id: string | null
  /** Always null: clients build image URLs from `image_id` (`/getWalletImage/:id`). */
  image_url: null
  rdns: string | null
  chains: string[] | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  display_index: number
}

export interface FindWalletsResult {
  data: DirectoryWallet[]
  /** Wallets matching the filters, before paging. */
  count: number
}

// The chains column is JSON text written by the seeder; it is still checked when read back.
const storedChainsSchema = v.nullable(v.array(v.string()))

/**
 * One page of the directory, ordered by `display_index`, and the total number of matches.
 * `include` keeps only those ids, `exclude` drops ids, `search` is a case-insensitive substring
 * of the name, `badge_type: 'certified'` keeps certified wallets only (`'none'` filters
 * nothing), and `chains` keeps wallets that list any of the given CAIP-2 ids.
 *
 * @example
 * const { data, count } = await findWallets(db, { ...query, search: 'meta' })
 */
export async function findWallets(
  db: Database,
  query: GetWalletsQuery,
): Promise<FindWalletsResult> {
  const { wallets } = tablesOf(db)
  const where = and(...conditionsOf(db, query))
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(wallets)
      .where(where)
      .orderBy(asc(wallets.displayIndex), asc(wallets.id))
      .limit(query.entries)
      .offset((query.page - 1) * query.entries),
    db.select({ value: count() }).from(wallets).where(where),
  ])
  return { data: rows.map(toDirectoryWallet), count: totals[0]?.value ?? 0 }
}

function conditionsOf(db: Database, query: GetWalletsQuery): SQL[] {
  const { walletChains, wallets } = tablesOf(db)
  const conditions: SQL[] = []
  if (query.include.length > 0) conditions.push(inArray(wallets.id, query.include))
  if (query.exclude.length > 0) conditions.push(notInArray(wallets.id, query.exclude))
  if (query.search !== '') {
    // name_search is lower-cased at seed time; escape LIKE's wildcards in what the user typed.
    // Portable: SQLite's and Postgres's LIKE both take `escape '\'` (standard string literal).
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
    conditions.push(sql`${wallets.nameSearch} like ${pattern} escape '\\'`)
  }
  if (query.badge_type === 'certified') conditions.push(eq(wallets.badgeType, 'certified'))
  if (query.chains.length > 0)
    conditions.push(
      inArray(
        wallets.id,
        db
          .selectDistinct({ id: walletChains.walletId })
          .from(walletChains)
          .where(inArray(walletChains.caipNetworkId, query.chains)),
      ),
    )
  return conditions
}

function toDirectoryWallet(row: Tables['wallets']['$inferSelect']): DirectoryWallet {
  return {
    id: row.id,
    name: row.name,
    image_id: row.imageId,
    image_url: null,
    rdns: row.rdns,
    chains: row.chains === null ? null : v.parse(storedChainsSchema, JSON.parse(row.chains)),
    mobile_link: row.mobileLink,
    desktop_link: row.desktopLink,
    webapp_link: row.webappLink,
    homepage: row.homepage,
    display_index: row.displayIndex,
  }
}
