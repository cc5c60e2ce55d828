import * as v from 'valibot'

/*
 * The bodies of the relay's channel API, as Farcaster's public relay takes them
 * (`@farcaster/auth-client`'s createChannel and authenticate).
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const httpUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  ),
)
// An RFC 3339 time, as SIWE writes it.
const isoTime = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 time'),
)

/** `POST /v1/channel`: what the app asks the visitor to sign. */
export const createChannelBodySchema = v.object({
  siweUri: httpUrl,
  domain: v.pipe(v.string(), v.minLength(1), v.maxLength(253)),
  /** SIWE nonce: at least 8 alphanumeric characters; the relay makes one when absent. */
  nonce: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,96}$/))),
  notBefore: v.optional(isoTime),
  expirationTime: v.optional(isoTime),
  requestId: v.optional(text(256)),
  redirectUrl: v.optional(httpUrl),
})
export type CreateChannelBody = v.InferOutput<typeof createChannelBodySchema>

/** `POST /v1/channel/authenticate`: the Farcaster client's signed message and profile. */
export const authenticateBodySchema = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{2,4096}$/)),
  fid: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  username: v.optional(text(256)),
  bio: v.optional(text(1024)),
  displayName: v.optional(text(256)),
  pfpUrl: v.optional(text(2048)),
})
export type AuthenticateBody = v.InferOutput<typeof authenticateBodySchema>

/** `POST /control/outage` (with the `control` option): the relay drops its channel requests. */
export const outageBodySchema = v.object({ down: v.boolean() })
