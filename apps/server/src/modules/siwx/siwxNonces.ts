import { randomInt } from 'node:crypto'
import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { SIWX_NONCE_LENGTH, SIWX_NONCE_TTL_MS } from './siwxConstants.ts'
import { InvalidSiwxNonceError } from './siwxErrors.ts'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export interface SiwxNonce {
  /** `SIWX_NONCE_LENGTH` random letters and digits. */
  nonce: string
  /** Unix milliseconds. */
  expiresAt: number
}

/**
 * Issues a nonce for a project, usable once within `SIWX_NONCE_TTL_MS`. Expired nonces of every
 * project are cleared on the way.
 *
 * @example
 * const { nonce, expiresAt } = await issueSiwxNonce(db, { projectId: 'my-app', now: Date.now() })
 */
export async function issueSiwxNonce(
  db: Database,
  parameters: { projectId: string; now: number },
): Promise<SiwxNonce> {
  const { siwxNonces } = tablesOf(db)
  const { projectId, now } = parameters
  // randomInt draws without modulo bias; ~143 bits for 24 characters.
  const nonce = Array.from(
    { length: SIWX_NONCE_LENGTH },
    () => NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)],
  ).join('')
  const expiresAt = now + SIWX_NONCE_TTL_MS
  await db.delete(siwxNonces).where(lte(siwxNonces.expiresAt, now))
  await db.insert(siwxNonces).values({ nonce, projectId, createdAt: now, expiresAt })
  return { nonce, expiresAt }
}

/**
 * Throws `InvalidSiwxNonceError` unless the nonce was issued for this project, is unexpired and
 * unused. It does not use it up: a refused signature must not burn a visitor's nonce.
 *
 * @example
 * await checkSiwxNonce(db, { projectId, nonce: data.nonce, now })
 */
export async function checkSiwxNonce(
  db: Database,
  parameters: { projectId: string; nonce: string; now: number },
): Promise<void> {
  const { siwxNonces } = tablesOf(db)
  const [row] = await db
    .select({ nonce: siwxNonces.nonce })
    .from(siwxNonces)
    .where(usable(siwxNonces, parameters))
    .limit(1)
  if (row === undefined) throw new InvalidSiwxNonceError({ details: 'unknown, expired or used' })
}

/**
 * Uses the nonce up, in one conditional update, so two sign-ins racing with one nonce cannot both
 * succeed; throws `InvalidSiwxNonceError` for the one that lost (or a nonce that is not usable).
 *
 * @example
 * await useSiwxNonce(db, { projectId, nonce: data.nonce, now })
 */
export async function useSiwxNonce(
  db: Database,
  parameters: { projectId: string; nonce: string; now: number },
): Promise<void> {
  const { siwxNonces } = tablesOf(db)
  const used = await db
    .update(siwxNonces)
    .set({ usedAt: parameters.now })
    .where(usable(siwxNonces, parameters))
    .returning({ nonce: siwxNonces.nonce })
  if (used.length === 0) throw new InvalidSiwxNonceError({ details: 'used meanwhile' })
}

function usable(
  siwxNonces: Tables['siwxNonces'],
  { projectId, nonce, now }: { projectId: string; nonce: string; now: number },
) {
  return and(
    eq(siwxNonces.nonce, nonce),
    eq(siwxNonces.projectId, projectId),
    gt(siwxNonces.expiresAt, now),
    isNull(siwxNonces.usedAt),
  )
}
