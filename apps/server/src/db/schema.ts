import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/*
 * The SQLite schema. Column types are kept to what every SQL dialect has (text, integer), lists
 * are normalised into their own table or stored as JSON text, and no query relies on a
 * SQLite-only function, so a Postgres twin (`schema.pg.ts`, see README) can mirror it 1:1.
 */

/** The wallet directory (spec §3 Wallet), seeded from `data/wallets.json`. */
export const wallets = sqliteTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** `name` lower-cased by the seeder, so search is case-insensitive in every dialect. */
    nameSearch: text('name_search').notNull(),
    imageId: text('image_id'),
    /** File name inside `data/wallet-images/`, e.g. `<id>.webp`. */
    imageFile: text('image_file'),
    rdns: text('rdns'),
    /** CAIP-2 ids as JSON text, for output; filtering uses `wallet_chains`. */
    chains: text('chains'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    homepage: text('homepage'),
    badgeType: text('badge_type'),
    displayIndex: integer('display_index').notNull(),
  },
  (table) => [
    index('wallets_display_index_idx').on(table.displayIndex),
    index('wallets_image_id_idx').on(table.imageId),
  ],
)

/** One row per (wallet, CAIP-2 chain), so "supports any of these chains" is a plain join. */
export const walletChains = sqliteTable(
  'wallet_chains',
  {
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    caipNetworkId: text('caip_network_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.walletId, table.caipNetworkId] }),
    index('wallet_chains_caip_network_id_idx').on(table.caipNetworkId),
  ],
)

/** Projects from the config file (upserted by id at start). */
export const projects = sqliteTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** JSON text: string[]. */
  allowedOrigins: text('allowed_origins').notNull(),
  /** JSON text: { id, isEnabled, config }[]. */
  features: text('features').notNull(),
  /** Unix milliseconds of the last upsert. */
  updatedAt: integer('updated_at').notNull(),
})

/** What each seed was built from, so a changed source file triggers a reseed. */
export const seedState = sqliteTable('seed_state', {
  name: text('name').primaryKey(),
  /** sha256 hex of the source file. */
  sourceHash: text('source_hash').notNull(),
  /** Unix milliseconds. */
  seededAt: integer('seeded_at').notNull(),
})
