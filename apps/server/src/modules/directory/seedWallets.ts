import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { lockForTransaction, type Queryable, type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import { formatIssue } from '../../schema/formatIssue.ts'
import { type WalletEntry, walletFileSchema } from './walletFileSchema.ts'

/** The `seed_state` row that records which wallets.json the table was built from. */
export const WALLETS_SEED_NAME = 'wallets'
// Rows per INSERT, well under SQLite's and Postgres' bound-parameter limits.
const INSERT_BATCH_SIZE = 100

export interface SeedWalletsResult {
  /** False when the table already matched the file's hash. */
  seeded: boolean
  /** Wallets in the table afterwards. */
  count: number
  /** sha256 hex of the file. */
  sourceHash: string
}

/**
 * Fills the `wallets` table from a wallets.json file when the table is empty or the file's
 * sha256 differs from the stored one; otherwise leaves it alone. The check and the rewrite run
 * in one write transaction (on Postgres holding a lock), so two processes starting together seed
 * once.
 *
 * @example
 * const { seeded, count } = await seedWallets(db, 'apps/server/data/wallets.json')
 */
export async function seedWallets(db: Database, walletsFile: string): Promise<SeedWalletsResult> {
  const bytes = await readFile(walletsFile)
  const sourceHash = createHash('sha256').update(bytes).digest('hex')
  if (await isUpToDate(db, sourceHash))
    return { seeded: false, count: await countWallets(db), sourceHash }

  const entries = parseWalletFile(bytes, walletsFile)
  const { seedState, walletChains, wallets } = tablesOf(db)
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'seed:wallets')
    // Another process may have seeded between the check above and this write lock.
    if (await isUpToDate(tx, sourceHash))
      return { seeded: false, count: await countWallets(tx), sourceHash }
    await tx.delete(walletChains)
    await tx.delete(wallets)
    for (let start = 0; start < entries.length; start += INSERT_BATCH_SIZE) {
      const batch = entries.slice(start, start + INSERT_BATCH_SIZE)
      await tx.insert(wallets).values(batch.map(toWalletRow))
      const chainRows = batch.flatMap((entry) =>
        [...new Set(entry.chains ?? [])].map((caipNetworkId) => ({
          walletId: entry.id,
          caipNetworkId,
        })),
      )
      if (chainRows.length > 0) await tx.insert(walletChains).values(chainRows)
    }
    const state = { sourceHash, seededAt: Date.now() }
    await tx
      .insert(seedState)
      .values({ name: WALLETS_SEED_NAME, ...state })
      .onConflictDoUpdate({ target: seedState.name, set: state })
    return { seeded: true, count: entries.length, sourceHash }
  })
}

async function isUpToDate(db: Queryable, sourceHash: string): Promise<boolean> {
  const { seedState } = tablesOf(db)
  const [state] = await db
    .select({ sourceHash: seedState.sourceHash })
    .from(seedState)
    .where(eq(seedState.name, WALLETS_SEED_NAME))
  return state?.sourceHash === sourceHash && (await countWallets(db)) > 0
}

async function countWallets(db: Queryable): Promise<number> {
  const { wallets } = tablesOf(db)
  const [row] = await db.select({ value: count() }).from(wallets)
  return row?.value ?? 0
}

function parseWalletFile(bytes: Buffer, walletsFile: string): WalletEntry[] {
  let raw: unknown
  try {
    raw = JSON.parse(bytes.toString('utf8'))
  } catch (cause) {
    throw new ConfigError(`Wallet data ${walletsFile} is not valid JSON`, { cause })
  }
  const result = v.safeParse(walletFileSchema, raw, { abortEarly: true })
  if (!result.success) {
    const [issue] = result.issues
    throw new ConfigError(
      `Invalid wallet data ${walletsFile}: ${issue === undefined ? '' : formatIssue(issue)}`,
    )
  }
  const ids = new Set<string>()
  for (const [index, entry] of result.output.entries()) {
    if (ids.has(entry.id))
      throw new ConfigError(`Invalid wallet data ${walletsFile}: [${index}].id: duplicate id`)
    ids.add(entry.id)
  }
  return result.output
}

function toWalletRow(entry: WalletEntry): Tables['wallets']['$inferInsert'] {
  return {
    id: entry.id,
    name: entry.name,
    nameSearch: entry.name.toLowerCase(),
    imageId: entry.image_id,
    imageFile: entry.image_url === null ? null : basename(entry.image_url),
    rdns: entry.rdns,
    chains: entry.chains === null ? null : JSON.stringify(entry.chains),
    mobileLink: entry.mobile_link,
    desktopLink: entry.desktop_link,
    webappLink: entry.webapp_link,
    homepage: entry.homepage,
    badgeType: entry.badge_type,
    displayIndex: entry.display_index,
  }
}
