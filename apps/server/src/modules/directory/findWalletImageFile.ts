import { and, eq, isNotNull } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'

/**
 * The icon file name (inside `wallet-images/`) of the wallet with this `image_id`, or
 * `undefined` when no wallet has that image.
 *
 * @example
 * await findWalletImageFile(db, 'c57ca95b…') // 'c57ca95b….webp'
 */
export async function findWalletImageFile(
  db: Database,
  imageId: string,
): Promise<string | undefined> {
  const { wallets } = tablesOf(db)
  const [row] = await db
    .select({ imageFile: wallets.imageFile })
    .from(wallets)
    .where(and(eq(wallets.imageId, imageId), isNotNull(wallets.imageFile)))
    .limit(1)
  return row?.imageFile ?? undefined
}
