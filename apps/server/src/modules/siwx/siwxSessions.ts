import { randomUUID } from 'node:crypto'
import type { SiwxMessageData, SiwxSession } from '@portico/core'
import { and, eq, isNull, lte } from 'drizzle-orm'
import * as v from 'valibot'
import { createSecretToken, hashToken } from '../../crypto/secretTokens.ts'
import { type Tables, tablesOf } from '../../db/database.ts'
import type { Database } from '../../db/openDatabase.ts'
import { SiwxSessionInvalidError } from './siwxErrors.ts'
import { siwxMessageDataSchema } from './siwxSchemas.ts'

/** A stored sign-in session, as the routes use it. */
export interface StoredSiwxSession {
  id: string
  projectId: string
  origin: string
  caipNetworkId: string
  address: string
  session: SiwxSession
  /** Unix milliseconds. */
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

export interface StoreSiwxSessionParameters {
  projectId: string
  origin: string
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Readonly<Record<string, unknown>> | undefined
  now: number
  /** Unix milliseconds. */
  expiresAt: number
}

/**
 * Stores a verified sign-in and returns its bearer token (32 random bytes, base64url; only its
 * sha256 is kept). Expired sessions of every project are cleared on the way.
 *
 * @example
 * const token = await storeSiwxSession(db, { projectId, origin, data, message, signature, … })
 */
export async function storeSiwxSession(
  db: Database,
  parameters: StoreSiwxSessionParameters,
): Promise<string> {
  const { siwxSessions } = tablesOf(db)
  const { projectId, origin, data, message, signature, cacao, now, expiresAt } = parameters
  const token = createSecretToken()
  await db.delete(siwxSessions).where(lte(siwxSessions.expiresAt, now))
  await db.insert(siwxSessions).values({
    id: randomUUID(),
    projectId,
    origin,
    caipNetworkId: data.chainId,
    address: data.accountAddress,
    message,
    signature,
    data: JSON.stringify(data),
    cacao: cacao === undefined ? null : JSON.stringify(cacao),
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  })
  return token
}

/**
 * The session of a bearer token when it is of this project, whatever its state (revoked or
 * expired sessions are returned too: the caller decides); undefined for an unknown token or
 * another project's.
 *
 * @example
 * const stored = await findSiwxSession(db, { token, projectId })
 */
export async function findSiwxSession(
  db: Database,
  parameters: { token: string; projectId?: string | undefined },
): Promise<StoredSiwxSession | undefined> {
  const { siwxSessions } = tablesOf(db)
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(eq(siwxSessions.tokenHash, hashToken(parameters.token)))
    .limit(1)
  if (row === undefined) return undefined
  if (parameters.projectId !== undefined && row.projectId !== parameters.projectId) return undefined
  return fromRow(row)
}

/**
 * The session of a bearer token if it can be used now: known, of this project (when given), not
 * signed out, not expired. Otherwise throws `SiwxSessionInvalidError` (401 SESSION_INVALID).
 *
 * @example
 * const stored = await requireLiveSiwxSession(db, { token, projectId, now: Date.now() })
 */
export async function requireLiveSiwxSession(
  db: Database,
  parameters: { token: string | undefined; projectId?: string | undefined; now: number },
): Promise<StoredSiwxSession> {
  const { token, projectId, now } = parameters
  if (token === undefined) throw new SiwxSessionInvalidError({ details: 'no bearer token' })
  const stored = await findSiwxSession(db, { token, projectId })
  if (stored === undefined) throw new SiwxSessionInvalidError({ details: 'unknown token' })
  if (stored.revokedAt !== null) throw new SiwxSessionInvalidError({ details: 'signed out' })
  if (stored.expiresAt <= now) throw new SiwxSessionInvalidError({ details: 'expired' })
  return stored
}

/**
 * Signs a session out: its token stops working at once. Signing out twice changes nothing.
 *
 * @example
 * await revokeSiwxSession(db, { id: stored.id, now: Date.now() })
 */
export async function revokeSiwxSession(
  db: Database,
  parameters: { id: string; now: number },
): Promise<void> {
  const { siwxSessions } = tablesOf(db)
  await db
    .update(siwxSessions)
    .set({ revokedAt: parameters.now })
    .where(and(eq(siwxSessions.id, parameters.id), isNull(siwxSessions.revokedAt)))
}

// JSON columns are written by storeSiwxSession; they are still checked when read back.
const storedCacaoSchema = v.nullable(v.record(v.string(), v.unknown()))

function fromRow(row: Tables['siwxSessions']['$inferSelect']): StoredSiwxSession {
  const data = v.parse(siwxMessageDataSchema, JSON.parse(row.data))
  const cacao = v.parse(storedCacaoSchema, row.cacao === null ? null : JSON.parse(row.cacao))
  const session: SiwxSession = {
    data,
    message: row.message,
    signature: row.signature,
    ...(cacao === null ? {} : { cacao }),
  }
  return {
    id: row.id,
    projectId: row.projectId,
    origin: row.origin,
    caipNetworkId: row.caipNetworkId,
    address: row.address,
    session,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
  }
}
