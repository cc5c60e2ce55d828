import { and, eq, isNull } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import { KeyExistsError, NoKeyError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { unwrapSecret, wrapSecret } from './wrapSecret.ts'

export interface UserKey {
  /** Checksummed EVM address. */
  address: string
  /** The frame's AES-GCM ciphertext (base64url), stored and returned as given. */
  keyBlob: string
  /** The 32-byte key that opens `keyBlob`. */
  unlockKey: Buffer
}

/**
 * `PUT /auth/v1/key`: stores the user's key once. `unlockKey` is kept only wrapped with the
 * master key (AES-256-GCM, bound to the user id); `keyBlob` is never decrypted here. A second
 * call throws `KeyExistsError` (409): the check and the write are one statement.
 *
 * @example
 * await storeUserKey(context, user.id, { address, keyBlob, unlockKey })
 */
export async function storeUserKey(
  context: AuthContext,
  userId: string,
  key: UserKey,
): Promise<void> {
  const { authUsers } = tablesOf(context.db)
  const stored = await context.db
    .update(authUsers)
    .set({
      address: key.address,
      keyBlob: key.keyBlob,
      wrappedUnlockKey: wrapSecret(context.keys.wrapKey, key.unlockKey, userId),
      updatedAt: context.now(),
    })
    .where(and(eq(authUsers.id, userId), isNull(authUsers.keyBlob)))
    .returning({ id: authUsers.id })
  if (stored.length === 0) throw new KeyExistsError()
}

/**
 * `POST /auth/v1/key/unlock`: the user's stored key with the unlock key unwrapped. Throws
 * `NoKeyError` (404) before a key is stored.
 *
 * @example
 * const { address, keyBlob, unlockKey } = await unlockUserKey(context, user.id)
 */
export async function unlockUserKey(context: AuthContext, userId: string): Promise<UserKey> {
  const { authUsers } = tablesOf(context.db)
  const [row] = await context.db
    .select({
      address: authUsers.address,
      keyBlob: authUsers.keyBlob,
      wrappedUnlockKey: authUsers.wrappedUnlockKey,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
  if (
    row === undefined ||
    row.address === null ||
    row.keyBlob === null ||
    row.wrappedUnlockKey === null
  )
    throw new NoKeyError()
  return {
    address: row.address,
    keyBlob: row.keyBlob,
    unlockKey: unwrapSecret(context.keys.wrapKey, row.wrappedUnlockKey, userId),
  }
}
