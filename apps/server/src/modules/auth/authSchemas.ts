import { emailSchema as coreEmailSchema, otpSchema } from '@portico/core'
import { getAddressEncoder, isAddress as isSolanaAddress } from '@solana/kit'
import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { SECRET_TOKEN_PATTERN } from '../../crypto/secretTokens.ts'
import { BadRequestError } from '../../errors/apiErrors.ts'
import {
  InvalidEmailError,
  InvalidOtpError,
  SocialProviderUnavailableError,
} from '../../errors/authErrors.ts'
import { isExactOrigin } from '../../http/fieldSchemas.ts'
import { parseInput } from '../../http/parseInput.ts'
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from './socialConfig.ts'

/*
 * Request bodies of the `/auth/v1` routes. The e-mail and the code have their own errors
 * (INVALID_EMAIL, INVALID_OTP); every other bad field is a 400 BAD_REQUEST naming it, except
 * a `projectId` that is text but not a known project's id: that is checked with the project
 * (checkSignInOrigin: 401 INVALID_PROJECT_ID, like the project guard).
 */

/** The frame's device id: made once per browser. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** Largest `keyBlob` accepted, in base64url characters. */
export const MAX_KEY_BLOB_LENGTH = 2048

// The kit's rules (core's schemas), the e-mail then lower-cased for comparison.
const emailSchema = v.pipe(coreEmailSchema, v.toLowerCase())

const deviceIdSchema = v.pipe(
  v.string('must be text'),
  v.regex(DEVICE_ID_PATTERN, 'must be 16 to 128 letters, digits, hyphens or underscores'),
)
const dappOriginSchema = v.pipe(
  v.string('must be text'),
  v.maxLength(2048, 'must be an origin like https://shop.example'),
  v.check(isExactOrigin, 'must be an origin like https://shop.example'),
)

const projectIdSchema = v.pipe(v.string('must be text'), v.maxLength(256, 'must be a project id'))

// email/start, device/wait and otp/verify all carry the device, the project and the dApp origin
// (a missing one is 'deviceId: is required', …).
const signInFieldsSchema = v.object(
  { deviceId: deviceIdSchema, projectId: projectIdSchema, origin: dappOriginSchema },
  'is required',
)

const keyFields = {
  keyBlob: v.pipe(
    v.string('must be text'),
    v.regex(
      new RegExp(`^[A-Za-z0-9_-]{1,${MAX_KEY_BLOB_LENGTH}}$`),
      `must be base64url of 1 to ${MAX_KEY_BLOB_LENGTH} characters`,
    ),
  ),
  unlockKey: v.pipe(
    v.string('must be text'),
    v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be base64url of 32 bytes (43 characters)'),
    v.transform((value) => Buffer.from(value, 'base64url')),
  ),
}

/** The key namespaces the frame keeps a key for; absent means eip155. */
export const KEY_NAMESPACES = ['eip155', 'solana'] as const
export type KeyNamespace = (typeof KEY_NAMESPACES)[number]

const namespaceSchema = v.optional(
  v.picklist(KEY_NAMESPACES, "must be 'eip155' or 'solana'"),
  'eip155',
)

// A Solana address is the base58 of a 32-byte ed25519 public key.
const isSolanaPublicKey = (value: string): boolean => {
  if (!isSolanaAddress(value)) return false
  return getAddressEncoder().encode(value).length === 32
}

const evmKeySchema = v.object({
  address: v.pipe(
    v.string('must be text'),
    v.check((value) => isAddress(value), 'must be an EVM address (0x + 40 hex, valid checksum)'),
    v.transform((value) => getAddress(value)),
  ),
  ...keyFields,
})

const solanaKeySchema = v.object({
  address: v.pipe(
    v.string('must be text'),
    v.check(isSolanaPublicKey, 'must be a Solana address (base58 of 32 bytes)'),
  ),
  ...keyFields,
})

const unlockSchema = v.object({ namespace: namespaceSchema })

const approvalTokenSchema = v.object({ token: v.string() })

const socialStartFieldsSchema = v.object(
  {
    provider: v.pipe(v.string('must be text'), v.maxLength(64, 'must be a provider id')),
    ...signInFieldsSchema.entries,
  },
  'is required',
)
const socialConnectFieldsSchema = v.object({
  resultUri: v.pipe(v.string('must be text'), v.maxLength(4096, 'must be at most 4096 characters')),
  flowId: v.pipe(v.string('must be text'), v.regex(SECRET_TOKEN_PATTERN, 'must be the flow id')),
  deviceId: deviceIdSchema,
})
const socialStateParamsSchema = v.object({ state: v.string() })
const socialFinishFieldsSchema = v.object(
  {
    loginToken: v.pipe(
      v.string('must be text'),
      v.regex(SECRET_TOKEN_PATTERN, 'must be the login token'),
    ),
    ...signInFieldsSchema.entries,
  },
  'is required',
)

/**
 * `POST /auth/v1/email/start` body.
 *
 * @example
 * const { email, deviceId, projectId, origin } = parseStartBody(request.body)
 */
export function parseStartBody(body: unknown) {
  const fields = objectBody(body)
  return { email: parseEmailField(fields.email), ...parseInput(signInFieldsSchema, fields) }
}

/**
 * `POST /auth/v1/device/wait` body: as the start's.
 *
 * @example
 * const { email, deviceId, projectId, origin } = parseWaitBody(request.body)
 */
export function parseWaitBody(body: unknown) {
  return parseStartBody(body)
}

/**
 * `POST /auth/v1/otp/verify` body.
 *
 * @example
 * const { email, deviceId, otp, projectId, origin } = parseVerifyBody(request.body)
 */
export function parseVerifyBody(body: unknown) {
  const fields = objectBody(body)
  const email = parseEmailField(fields.email)
  const otp = parseOtpField(fields.otp)
  return { email, otp, ...parseInput(signInFieldsSchema, fields) }
}

/**
 * `PUT /auth/v1/key` body: the namespace (default eip155), the address (EVM: checksummed;
 * Solana: base58 of the 32-byte public key), the unlock key as its 32 bytes.
 *
 * @example
 * const { address, keyBlob, unlockKey } = parseKeyBody(request.body)
 */
export function parseKeyBody(body: unknown) {
  const fields = objectBody(body)
  const { namespace } = parseInput(unlockSchema, { namespace: fields.namespace })
  const key = parseInput(namespace === 'solana' ? solanaKeySchema : evmKeySchema, fields)
  return { namespace, ...key }
}

/**
 * `POST /auth/v1/key/unlock` body: `{ namespace? }` (default eip155); an empty body is eip155.
 *
 * @example
 * const namespace = parseUnlockBody(request.body) // 'solana'
 */
export function parseUnlockBody(body: unknown): KeyNamespace {
  if (body === undefined || body === null || body === '') return 'eip155'
  return parseInput(unlockSchema, objectBody(body)).namespace
}

/**
 * `POST /auth/v1/email/update` body: the new address.
 *
 * @example
 * const newEmail = parseNewEmailBody(request.body)
 */
export function parseNewEmailBody(body: unknown): string {
  return parseEmailField(objectBody(body).email)
}

/**
 * `POST /auth/v1/email/update/primary` and `/secondary` bodies: the code.
 *
 * @example
 * const otp = parseOtpBody(request.body)
 */
export function parseOtpBody(body: unknown): string {
  return parseOtpField(objectBody(body).otp)
}

/**
 * The approval link's token: from the query of the link (GET) or the page's form (POST
 * `token=…`); undefined when there is none (or several).
 *
 * @example
 * const token = readApprovalToken(request.query)
 */
export function readApprovalToken(input: unknown): string | undefined {
  const result = v.safeParse(approvalTokenSchema, input)
  return result.success ? result.output.token : undefined
}

/**
 * `POST /auth/v1/social/start` body. A provider that is not one of spec §5's six is refused
 * like an unconfigured one (400 SOCIAL_PROVIDER_UNAVAILABLE).
 *
 * @example
 * const { provider, deviceId, projectId, origin } = parseSocialStartBody(request.body)
 */
export function parseSocialStartBody(body: unknown) {
  const fields = parseInput(socialStartFieldsSchema, objectBody(body))
  if (!isSocialLoginProvider(fields.provider))
    throw new SocialProviderUnavailableError({ details: `unknown provider '${fields.provider}'` })
  return { ...fields, provider: fields.provider }
}

/**
 * `POST /auth/v1/social/connect` body.
 *
 * @example
 * const { resultUri, flowId, deviceId } = parseSocialConnectBody(request.body)
 */
export function parseSocialConnectBody(body: unknown) {
  return parseInput(socialConnectFieldsSchema, objectBody(body))
}

/**
 * `POST /auth/v1/social/finish` body.
 *
 * @example
 * const { loginToken, deviceId, projectId, origin } = parseSocialFinishBody(request.body)
 */
export function parseSocialFinishBody(body: unknown) {
  return parseInput(socialFinishFieldsSchema, objectBody(body))
}

/**
 * `POST /auth/v1/farcaster/channel` body: the device, project and dApp origin.
 *
 * @example
 * const { deviceId, projectId, origin } = parseFarcasterChannelBody(request.body)
 */
export function parseFarcasterChannelBody(body: unknown) {
  return parseInput(signInFieldsSchema, objectBody(body))
}

const farcasterConnectFieldsSchema = v.object({
  channelToken: v.pipe(
    v.string('must be text'),
    v.regex(SECRET_TOKEN_PATTERN, 'must be the channel token'),
  ),
})

/**
 * `POST /auth/v1/farcaster/connect` body.
 *
 * @example
 * const { channelToken } = parseFarcasterConnectBody(request.body)
 */
export function parseFarcasterConnectBody(body: unknown) {
  return parseInput(farcasterConnectFieldsSchema, objectBody(body))
}

/**
 * The `:state` of `GET /auth/v1/social/requests/:state` (checked further by the lookup).
 *
 * @example
 * const state = readSocialState(request.params)
 */
export function readSocialState(params: unknown): string {
  const result = v.safeParse(socialStateParamsSchema, params)
  return result.success ? result.output.state : ''
}

function isSocialLoginProvider(value: string): value is SocialLoginProvider {
  return (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value)
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('body: must be a JSON object')
  return body as Record<string, unknown>
}

function parseEmailField(value: unknown): string {
  const result = v.safeParse(emailSchema, value)
  if (!result.success) throw new InvalidEmailError()
  return result.output
}

function parseOtpField(value: unknown): string {
  const result = v.safeParse(otpSchema, value)
  if (!result.success) throw new InvalidOtpError()
  return result.output
}
