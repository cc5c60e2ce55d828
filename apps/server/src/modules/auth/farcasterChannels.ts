import { eq, lte } from 'drizzle-orm'
import { createSecretToken, hashToken, SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { AuthContext } from './authContext.ts'

/** A Farcaster sign-in under way, as stored. */
export type FarcasterChannelRow = Tables['authFarcasterChannels']['$inferSelect']

/** How long an expired channel is kept, so that a late connect hears 'expired', not 'unknown'. */
const EXPIRED_KEPT_MS = 3_600_000

/**
 * Stores a Farcaster sign-in under way and answers this server's channel token for it (32
 * random bytes, base64url, for the frame's memory; only its SHA-256 is stored). Channels expired
 * over an hour ago are cleared on the way.
 *
 * @example
 * const { channelToken } = await saveFarcasterChannel(context, { relayChannelToken, nonce, domain, siweUri, projectId, origin, deviceId, expiresAt })
 */
export async function saveFarcasterChannel(
  context: AuthContext,
  channel: Omit<FarcasterChannelRow, 'tokenHash' | 'createdAt'>,
): Promise<{ channelToken: string }> {
  const { authFarcasterChannels } = tablesOf(context.db)
  const now = context.now()
  const channelToken = createSecretToken()
  await context.db
    .delete(authFarcasterChannels)
    .where(lte(authFarcasterChannels.expiresAt, now - EXPIRED_KEPT_MS))
  await context.db
    .insert(authFarcasterChannels)
    .values({ ...channel, tokenHash: hashToken(channelToken), createdAt: now })
  return { channelToken }
}

/**
 * The channel this token names, expired or not; undefined for an unknown, used or malformed one.
 *
 * @example
 * const channel = await findFarcasterChannel(context, channelToken)
 */
export async function findFarcasterChannel(
  context: AuthContext,
  channelToken: string,
): Promise<FarcasterChannelRow | undefined> {
  if (!SECRET_TOKEN_PATTERN.test(channelToken)) return undefined
  const { authFarcasterChannels } = tablesOf(context.db)
  const [row] = await context.db
    .select()
    .from(authFarcasterChannels)
    .where(eq(authFarcasterChannels.tokenHash, hashToken(channelToken)))
  return row
}

/**
 * Uses up a channel: one DELETE … RETURNING, so of two connects that saw it completed, one
 * wins. Undefined when another took it first.
 *
 * @example
 * const mine = await takeFarcasterChannel(context, channel.tokenHash)
 */
export async function takeFarcasterChannel(
  context: AuthContext,
  tokenHash: string,
): Promise<FarcasterChannelRow | undefined> {
  const { authFarcasterChannels } = tablesOf(context.db)
  const [row] = await context.db
    .delete(authFarcasterChannels)
    .where(eq(authFarcasterChannels.tokenHash, tokenHash))
    .returning()
  return row
}
