import * as v from 'valibot'
import type { SiwxMessageData, SiwxSession } from '../types/siwx.ts'
import { caipNetworkIdSchema } from './chainNamespaceSchema.ts'

const text = v.pipe(v.string(), v.maxLength(8192))

/**
 * A sign-in message's data (CAIP-122) as a server sends it back; unknown fields are dropped.
 *
 * @example
 * v.parse(siwxMessageDataSchema, session.data).chainId // 'eip155:1'
 */
export const siwxMessageDataSchema: v.GenericSchema<unknown, SiwxMessageData> = v.object({
  accountAddress: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  chainId: caipNetworkIdSchema,
  domain: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  uri: text,
  version: v.literal('1'),
  nonce: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  statement: v.optional(text),
  issuedAt: v.string(),
  expirationTime: v.optional(v.string()),
  notBefore: v.optional(v.string()),
  requestId: v.optional(v.string()),
  resources: v.optional(v.array(text)),
})

/**
 * A signed-in session (spec §3 SIWX session record: data, message, signature, cacao).
 *
 * @example
 * v.parse(siwxSessionSchema, answer.session).signature
 */
export const siwxSessionSchema: v.GenericSchema<unknown, SiwxSession> = v.object({
  data: siwxMessageDataSchema,
  message: text,
  signature: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)),
  cacao: v.optional(v.record(v.string(), v.unknown())),
})

/** `POST /siwx/v1/nonce`: a single-use nonce and when it stops being accepted. */
export const siwxNonceResponseSchema = v.object({
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,64}$/)),
  expiresAt: v.union([v.number(), v.string()]),
})

/** A bearer token as the sign-in service issues it: one word of URL-safe characters. */
export const siwxTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{16,512}$/))

/** `POST /siwx/v1/sessions`: the new session's bearer token, the session, its end. */
export const siwxAddSessionResponseSchema = v.object({
  token: siwxTokenSchema,
  session: siwxSessionSchema,
  expiresAt: v.union([v.number(), v.string()]),
})

/** `GET /siwx/v1/sessions`: the live sessions of the account the token signed in. */
export const siwxSessionsResponseSchema = v.object({ sessions: v.array(siwxSessionSchema) })
