import { and, eq, isNull } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import { KeyExistsError, NoKeyError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import type { KeyNamespace } from './authSchemas.ts'
import { unwrapSecret, wrapSecret } from './wrapSecret.ts'

export interface UserKey {
  /** Checksummed EVM address, or the Solana account's base58 public key. */
  address: string
  /** The frame's AES-GCM ciphertext (base64url), stored and returned as given. */
  keyBlob: string
  /** The 32-byte key that opens `keyBlob`. */
  unlockKey: Buffer
}

/**
 * `PUT /auth/v1/key`: stores the user's key of a namespace (eip155 or solana) once. `unlockKey` is kept only wrapped with the
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
  namespace: KeyNamespace = 'eip155',
): Promise<void> {
  const { authUsers } = tablesOf(context.db)
  const wrapped = wrapSecret(context.keys.wrapKey, key.unlockKey, wrapContext(userId, namespace))
  const updatedAt = context.now()
  const stored =
    namespace === 'solana'
      ? await context.db
          .update(authUsers)
          .set({
            solanaAddress: key.address,
            solanaKeyBlob: key.keyBlob,
            solanaWrappedUnlockKey: wrapped,
            updatedAt,
          })
          .where(and(eq(authUsers.id, userId), isNull(authUsers.solanaKeyBlob)))
          .returning({ id: authUsers.id })
      : await context.db
          .update(authUsers)
          .set({ address: key.address, keyBlob: key.keyBlob, wrappedUnlockKey: wrapped, updatedAt })
          .where(and(eq(authUsers.id, userId), isNull(authUsers.keyBlob)))
          .returning({ id: authUsers.id })
  if (stored.length === 0) throw new KeyExistsError()
}

/**
 * What a wrapped unlock key is bound to: the user id, and for other namespaces than eip155 the
 * namespace too (the EVM key's binding is the user id alone, as it was before namespaces), so a
 * Solana key's wrap copied into the EVM columns, or the reverse, does not unwrap.
 */
function wrapContext(userId: string, namespace: KeyNamespace): string {
  return namespace === 'eip155' ? userId : `${userId}:${namespace}`
}

/**
 * `POST /auth/v1/key/unlock`: the user's stored key of a namespace with the unlock key unwrapped. Throws
 * `NoKeyError` (404) before a key is stored.
 *
 * @example
 * const { address, keyBlob, unlockKey } = await unlockUserKey(context, user.id)
 */
export async function unlockUserKey(
  context: AuthContext,
  userId: string,
  namespace: KeyNamespace = 'eip155',
): Promise<UserKey> {
  const { authUsers } = tablesOf(context.db)
  const [row] = await context.db
    .select(
      namespace === 'solana'
        ? {
            address: authUsers.solanaAddress,
            keyBlob: authUsers.solanaKeyBlob,
            wrappedUnlockKey: authUsers.solanaWrappedUnlockKey,
          }
        : {
            address: authUsers.address,
            keyBlob: authUsers.keyBlob,
            wrappedUnlockKey: authUsers.wrappedUnlockKey,
          },
    )
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
    unlockKey: unwrapSecret(
      context.keys.wrapKey,
      row.wrappedUnlockKey,
      wrapContext(userId, namespace),
    ),
  }
}
