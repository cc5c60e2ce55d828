import type { SiwxSession } from '@portico/core'
import type * as v from 'valibot'
import type { Database } from '../../db/openDatabase.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { checkSiwxDomain } from './checkSiwxDomain.ts'
import { checkSiwxMessage } from './checkSiwxMessage.ts'
import { checkSiwxTimes } from './checkSiwxTimes.ts'
import { SIWX_SESSION_MAX_TTL_MS } from './siwxConstants.ts'
import { checkSiwxNonce, useSiwxNonce } from './siwxNonces.ts'
import type { siwxSessionBodySchema } from './siwxSchemas.ts'
import { storeSiwxSession } from './siwxSessions.ts'
import { verifySiwxSignature } from './verifySiwxSignature.ts'

/** What the sign-in service works with. */
export interface SiwxContext {
  db: Database
  /** The configured chains' readers: an EVM chain's RPC verifies smart-account signatures. */
  readers: ReadonlyMap<string, ChainReader>
  /** The clock (Unix milliseconds). */
  now: () => number
}

export interface CreateSiwxSessionParameters {
  projectId: string
  /** The request's Origin header: the page the message must be for. */
  origin: string | undefined
  body: v.InferOutput<typeof siwxSessionBodySchema>
}

export interface CreateSiwxSessionReturnType {
  /** The bearer token of the new session; only its sha256 is stored. */
  token: string
  session: SiwxSession
  /** ISO 8601: the message's expiration time or 7 days, whichever is sooner. */
  expiresAt: string
}

/**
 * Signs an account in (spec §4 SIWX): checks that `message` is `formatSiwxMessage(data)`, that
 * the message is for the requesting page (domain and URI), that it is valid now, that its nonce
 * is this project's, live and unused, and that the signature is the account's; then uses the
 * nonce up and stores the session. Each refusal is its own `ApiError` (400 INVALID_MESSAGE,
 * 403 DOMAIN_MISMATCH, 400 MESSAGE_EXPIRED / MESSAGE_NOT_YET_VALID, 400 INVALID_NONCE,
 * 401 INVALID_SIGNATURE). The nonce is used up only by a sign-in that passes, so a forged
 * attempt cannot burn a visitor's nonce.
 *
 * @example
 * const { token, expiresAt } = await createSiwxSession(context, { projectId, origin, body })
 */
export async function createSiwxSession(
  context: SiwxContext,
  parameters: CreateSiwxSessionParameters,
): Promise<CreateSiwxSessionReturnType> {
  const { db, readers } = context
  const { projectId } = parameters
  const { data, message, signature, cacao } = parameters.body
  checkSiwxMessage(data, message)
  const origin = checkSiwxDomain(data, parameters.origin)
  const now = context.now()
  checkSiwxTimes(data, now)
  const nonce = { projectId, nonce: data.nonce, now }
  await checkSiwxNonce(db, nonce)
  await verifySiwxSignature({ data, message, signature, readers })
  await useSiwxNonce(db, nonce)
  const expiresAt = Math.min(
    now + SIWX_SESSION_MAX_TTL_MS,
    data.expirationTime === undefined ? Number.POSITIVE_INFINITY : Date.parse(data.expirationTime),
  )
  const token = await storeSiwxSession(db, {
    projectId,
    origin,
    data,
    message,
    signature,
    cacao,
    now,
    expiresAt,
  })
  const session: SiwxSession = {
    data,
    message,
    signature,
    ...(cacao === undefined ? {} : { cacao }),
  }
  return { token, session, expiresAt: new Date(expiresAt).toISOString() }
}
