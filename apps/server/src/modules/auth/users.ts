import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import type { AuthContext } from './authContext.ts'

/** A user row as stored. */
export type AuthUserRow = Tables['authUsers']['$inferSelect']

/** A user as the routes answer it. */
export interface PublicUser {
  id: string
  /** Null for a social sign-in whose provider gave no verified e-mail. */
  email: string | null
  /** Checksummed EVM address; null until the frame stores a key. */
  address: string | null
}

/**
 * The user with this (lower-cased) e-mail address, if any.
 *
 * @example
 * const user = await findUserByEmail(db, 'ada@example.org')
 */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<AuthUserRow | undefined> {
  const { authUsers } = tablesOf(db)
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email))
  return user
}

/**
 * The user with this id, if any.
 *
 * @example
 * const user = await findUserById(db, session.userId)
 */
export async function findUserById(db: Database, id: string): Promise<AuthUserRow | undefined> {
  const { authUsers } = tablesOf(db)
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id))
  return user
}

/**
 * The user with this e-mail address, created (no key, address null) if there is none yet. Safe
 * when two requests create the same user at once: one insert wins, both read that row.
 *
 * @example
 * const user = await findOrCreateUser(context, 'ada@example.org')
 */
export async function findOrCreateUser(context: AuthContext, email: string): Promise<AuthUserRow> {
  return (await findOrCreateUserReporting(context, email)).user
}

/**
 * `findOrCreateUser`, saying whether this call made the user (`created`): false when it
 * existed, or when a concurrent request's insert won.
 *
 * @example
 * const { user, created } = await findOrCreateUserReporting(context, 'ada@example.org')
 */
export async function findOrCreateUserReporting(
  context: AuthContext,
  email: string,
): Promise<{ user: AuthUserRow; created: boolean }> {
  const { authUsers } = tablesOf(context.db)
  const now = context.now()
  const [inserted] = await context.db
    .insert(authUsers)
    .values({ id: randomUUID(), email, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: authUsers.email })
    .returning()
  if (inserted !== undefined) return { user: inserted, created: true }
  const user = await findUserByEmail(context.db, email)
  if (user === undefined) throw new Error('The user row vanished right after its insert')
  return { user, created: false }
}

/**
 * The fields of a user the frame may see.
 *
 * @example
 * reply.send(toPublicUser(user)) // { id, email, address }
 */
export function toPublicUser(user: AuthUserRow): PublicUser {
  return { id: user.id, email: user.email, address: user.address }
}

/**
 * `GET /auth/v1/user`: the public fields and the Solana account's address (base58; null until
 * the frame stores a Solana key).
 *
 * @example
 * reply.send(toUserWithAccounts(user)) // { id, email, address, solanaAddress }
 */
export function toUserWithAccounts(
  user: AuthUserRow,
): PublicUser & { solanaAddress: string | null } {
  return { ...toPublicUser(user), solanaAddress: user.solanaAddress }
}
