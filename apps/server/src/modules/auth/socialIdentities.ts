import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { tablesOf } from '../../db/database.ts'
import type { AuthContext } from './authContext.ts'
import type { SocialLoginProvider } from './socialConfig.ts'
import type { SocialProfile } from './socialProfile.ts'
import { type AuthUserRow, findOrCreateUserReporting, findUserById } from './users.ts'

/** Who a social identity is with: a social provider, or Farcaster (subject: the fid). */
export type SocialIdentityProvider = SocialLoginProvider | 'farcaster'

export interface SocialUser {
  user: AuthUserRow
  /** The identity's handle or name as of this sign-in; null when the provider gave none. */
  userName: string | null
  /**
   * Whether this sign-in made the user: a new account has nothing to protect yet. False for a
   * known identity, an existing e-mail account it joined, or a user a concurrent sign-in made.
   */
  created: boolean
}

/**
 * The user a social identity (provider + subject; for Farcaster, 'farcaster' + the fid) signs in
 * as:
 * - a known identity: its user (the handle and profile picture are refreshed);
 * - a new identity with an e-mail the provider says is verified: the user with that e-mail,
 *   created if there is none (so it joins an e-mail sign-in's account);
 * - otherwise (no e-mail, or one the provider does not mark verified) a new user without an
 *   e-mail: an unverified e-mail never joins an existing account.
 * Safe when two sign-ins of one new identity race: one identity row wins and both use it.
 *
 * @example
 * const { user, userName } = await findOrCreateSocialUser(context, 'google', profile)
 */
export async function findOrCreateSocialUser(
  context: AuthContext,
  provider: SocialIdentityProvider,
  profile: SocialProfile & { profileImage?: string | null },
): Promise<SocialUser> {
  const { authSocialIdentities, authUsers } = tablesOf(context.db)
  const { db } = context
  const now = context.now()
  const userName = profile.userName ?? null
  const profileImage = profile.profileImage ?? null
  const known = await findIdentityUser(context, provider, profile.subject)
  if (known !== undefined) {
    await db
      .update(authSocialIdentities)
      .set({ userName, profileImage, updatedAt: now })
      .where(
        and(
          eq(authSocialIdentities.provider, provider),
          eq(authSocialIdentities.subject, profile.subject),
        ),
      )
    return { user: known, userName, created: false }
  }

  let user: AuthUserRow
  let created: boolean
  let madeWithoutEmail = false
  if (profile.email !== undefined && profile.emailVerified === true) {
    ;({ user, created } = await findOrCreateUserReporting(context, profile.email))
  } else {
    const [inserted] = await db
      .insert(authUsers)
      .values({ id: randomUUID(), email: null, createdAt: now, updatedAt: now })
      .returning()
    if (inserted === undefined) throw new Error('The user insert returned no row')
    user = inserted
    created = true
    madeWithoutEmail = true
  }
  await db
    .insert(authSocialIdentities)
    .values({
      provider,
      subject: profile.subject,
      userId: user.id,
      userName,
      profileImage,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
  const winner = await findIdentityUser(context, provider, profile.subject)
  if (winner === undefined) throw new Error('The identity row vanished right after its insert')
  // Another sign-in of this identity got there first: the user made here is nobody's.
  if (winner.id !== user.id && madeWithoutEmail)
    await db.delete(authUsers).where(eq(authUsers.id, user.id))
  return { user: winner, userName, created: created && winner.id === user.id }
}

async function findIdentityUser(
  context: AuthContext,
  provider: string,
  subject: string,
): Promise<AuthUserRow | undefined> {
  const { authSocialIdentities } = tablesOf(context.db)
  const [row] = await context.db
    .select({ userId: authSocialIdentities.userId })
    .from(authSocialIdentities)
    .where(
      and(eq(authSocialIdentities.provider, provider), eq(authSocialIdentities.subject, subject)),
    )
  return row === undefined ? undefined : findUserById(context.db, row.userId)
}
