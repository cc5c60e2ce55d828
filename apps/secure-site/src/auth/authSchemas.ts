import { socialProviderSchema } from '@portico/core'
import * as v from 'valibot'

const addressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const base64urlSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(2048))

/**
 * The server's user: `address` is null until the frame has stored a key; `email` is null for a
 * social sign-in whose provider gave no verified e-mail.
 */
export const authUserSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  email: v.nullable(v.pipe(v.string(), v.minLength(3), v.maxLength(254))),
  address: v.nullable(addressSchema),
})
export type AuthUser = v.InferOutput<typeof authUserSchema>

/** Spec §5 social providers: core's list, the same the server's social sign-in knows. */
export { socialProviderSchema }
export type SocialProvider = v.InferOutput<typeof socialProviderSchema>

/** `POST /social/start`: the provider's authorization URL and the flow id to keep in memory. */
export const socialStartResponseSchema = v.object({
  uri: v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//), v.url()),
  flowId: base64urlSchema,
})
export type SocialStartResponse = v.InferOutput<typeof socialStartResponseSchema>

/**
 * `POST /social/finish`, and `POST /social/connect` once the site needs no confirmation: a
 * session like `/otp/verify`'s, its user with handle and provider.
 */
export const socialSessionResponseSchema = v.object({
  token: base64urlSchema,
  expiresAt: v.union([v.string(), v.number()]),
  user: v.object({
    ...authUserSchema.entries,
    userName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
    socialProvider: socialProviderSchema,
  }),
})
export type SocialSessionResponse = v.InferOutput<typeof socialSessionResponseSchema>

/**
 * `POST /social/connect` for an existing account on a (device, site) its e-mail has not
 * approved: no session; an approval e-mail went to `email`. The frame keeps `email` and
 * `loginToken` in memory, waits (`/device/wait`) and redeems (`/social/finish`).
 */
export const socialDeviceApprovalResponseSchema = v.object({
  action: v.literal('VERIFY_DEVICE'),
  email: v.pipe(v.string(), v.minLength(3), v.maxLength(254)),
  loginToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  expiresAt: v.union([v.string(), v.number()]),
})

/** `POST /social/connect`: a session, or the site's confirmation by e-mail first. */
export const socialConnectResponseSchema = v.union([
  socialDeviceApprovalResponseSchema,
  socialSessionResponseSchema,
])
export type SocialConnectResponse = v.InferOutput<typeof socialConnectResponseSchema>

/** `GET /social/requests/:state`: the dApp origin the callback page posts the result to. */
export const socialRequestOriginSchema = v.object({
  origin: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check((value) => URL.canParse(value) && new URL(value).origin === value, 'not an origin'),
  ),
})

export const emailStartResponseSchema = v.object({
  action: v.picklist(['VERIFY_OTP', 'VERIFY_DEVICE']),
})

export const deviceWaitResponseSchema = v.object({ approved: v.boolean() })

export const otpVerifyResponseSchema = v.object({
  token: base64urlSchema,
  expiresAt: v.union([v.string(), v.number()]),
  user: authUserSchema,
})
export type OtpVerifyResponse = v.InferOutput<typeof otpVerifyResponseSchema>

export const putKeyResponseSchema = v.object({ address: addressSchema })

export const unlockKeyResponseSchema = v.object({
  address: addressSchema,
  keyBlob: base64urlSchema,
  unlockKey: base64urlSchema,
})
export type UnlockKeyResponse = v.InferOutput<typeof unlockKeyResponseSchema>

// A Solana address: base58 of a 32-byte public key (32 to 44 characters); the frame checks the
// key it decrypts against it.
const solanaAddressSchema = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/** `PUT /key` with `namespace: 'solana'`. */
export const putSolanaKeyResponseSchema = v.object({ address: solanaAddressSchema })

/** `POST /key/unlock` with `namespace: 'solana'`: the Solana key's blob and unlock key. */
export const unlockSolanaKeyResponseSchema = v.object({
  address: solanaAddressSchema,
  keyBlob: base64urlSchema,
  unlockKey: base64urlSchema,
})

export const emailUpdateResponseSchema = v.object({ action: v.literal('VERIFY_PRIMARY_OTP') })
export const emailUpdatePrimaryResponseSchema = v.object({
  action: v.literal('VERIFY_SECONDARY_OTP'),
})
export const emailUpdateSecondaryResponseSchema = v.object({
  email: v.pipe(v.string(), v.minLength(3), v.maxLength(254)),
})

/** The server's ApiError shape, with the extra fields some auth errors carry. */
export const apiErrorSchema = v.object({
  code: v.optional(v.string()),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  retryAfterSeconds: v.optional(v.number()),
  attemptsLeft: v.optional(v.number()),
})
