import { EMBEDDED_MESSAGES } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { AuthApiError, AuthServerUnavailableError, RequestAbortedError } from '../errors.ts'
import { apiErrorSchema, authUserSchema } from './authSchemas.ts'

const base64urlSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(2048))
const httpUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//), v.url())

/** `POST /farcaster/channel`: the relay's page for the visitor, and the server's channel token. */
export const farcasterChannelResponseSchema = v.object({
  url: httpUrlSchema,
  channelToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
})
export type FarcasterChannelResponse = v.InferOutput<typeof farcasterChannelResponseSchema>

/** `POST /farcaster/connect` once approved: a session like the social connect's, with the picture. */
export const farcasterSessionResponseSchema = v.object({
  token: base64urlSchema,
  expiresAt: v.union([v.string(), v.number()]),
  user: v.object({
    ...authUserSchema.entries,
    userName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
    socialProvider: v.literal('farcaster'),
    profileImage: v.optional(v.nullable(httpUrlSchema)),
  }),
})
export type FarcasterSessionResponse = v.InferOutput<typeof farcasterSessionResponseSchema>

/** `POST /farcaster/connect`: still waiting (ask again), or the session. */
export const farcasterConnectResponseSchema = v.union([
  v.object({ state: v.literal('pending') }),
  farcasterSessionResponseSchema,
])
export type FarcasterConnectResponse = v.InferOutput<typeof farcasterConnectResponseSchema>

/** The server's Farcaster sign-in routes (`/auth/v1/farcaster/*`). */
export interface FarcasterApi {
  channel(body: {
    deviceId: string
    projectId: string
    origin: string
  }): Promise<FarcasterChannelResponse>
  /** One long poll (the server answers `pending` after its wait). */
  connect(body: { channelToken: string }, signal?: AbortSignal): Promise<FarcasterConnectResponse>
}

/**
 * The client of the server's Farcaster routes, answering and failing as `createAuthApi` does: a
 * non-2xx answer throws `AuthApiError` with the server's message, code and status; no answer or
 * a malformed 2xx throws `AuthServerUnavailableError`; an abort `RequestAbortedError`.
 *
 * @example
 * const farcasterApi = createFarcasterApi({ baseUrl: 'http://127.0.0.1:8787' })
 * const { url, channelToken } = await farcasterApi.channel({ deviceId, projectId, origin })
 */
export function createFarcasterApi(parameters: {
  /** The server's base URL (no /auth/v1). */
  baseUrl: string
  fetch?: typeof globalThis.fetch
}): FarcasterApi {
  const base = `${parameters.baseUrl.replace(/\/+$/, '')}/auth/v1/farcaster`
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function post<T>(
    path: string,
    body: unknown,
    schema: v.GenericSchema<unknown, T>,
    signal?: AbortSignal,
  ): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        signal,
      })
    } catch (cause) {
      if (signal?.aborted) throw new RequestAbortedError({ cause })
      throw new AuthServerUnavailableError({ cause, details: `POST ${path} failed` })
    }
    const json = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = v.safeParse(apiErrorSchema, json)
      throw new AuthApiError(
        parsed.success ? parsed.output.message : EMBEDDED_MESSAGES.frameError,
        {
          status: response.status,
          code: parsed.success ? parsed.output.code : undefined,
          retryAfterSeconds: parsed.success ? parsed.output.retryAfterSeconds : undefined,
          details: `POST ${path} answered ${response.status}`,
        },
      )
    }
    const parsed = v.safeParse(schema, json)
    if (!parsed.success)
      throw new AuthServerUnavailableError({
        details: `POST ${path}: ${v.summarize(parsed.issues)}`,
      })
    return parsed.output
  }

  return {
    channel: (body) => post('/channel', body, farcasterChannelResponseSchema),
    connect: (body, signal) => post('/connect', body, farcasterConnectResponseSchema, signal),
  }
}
