import * as v from 'valibot'

const addressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const base64urlSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(2048))

/** The server's user: `address` is null until the frame has stored a key. */
export const authUserSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  email: v.pipe(v.string(), v.minLength(3), v.maxLength(254)),
  address: v.nullable(addressSchema),
})
export type AuthUser = v.InferOutput<typeof authUserSchema>

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
