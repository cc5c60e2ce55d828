import { emailSchema, otpSchema, socialProviderSchema } from '@portico/core'
import * as v from 'valibot'

/** E-mail and one-time code: core's schemas (spec §5), the same rules everywhere. */
export { emailSchema, otpSchema }

/** A request id: the app makes one per request, the frame echoes it in the answer. */
export const requestIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/))

/**
 * A chain: an EVM chain id (a number), or for another namespace its CAIP-2 id
 * ('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'); the frame answers in the same form.
 */
export const chainIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
])

/** Spec §5 chain namespaces: the frame also accepts polkadot and cosmos (spec §1). */
export const chainNamespaceSchema = v.picklist(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** Spec §6: an embedded wallet's account is an EOA or a smart account. */
export const embeddedAccountTypeSchema = v.picklist(['eoa', 'smartAccount'])

/** Spec §5 social providers: core's schema. */
export { socialProviderSchema }

/** An account address of any namespace (EVM, Solana, Bitcoin…): checked by the caller's chain. */
export const addressSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128))

export const httpUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//), v.url())

/**
 * The symbol of the network's native currency as the dApp configured it ('ETH', 'POL'), at most
 * 32 characters. The approve view shows only a plain one (see the secure site's `nativeSymbol`).
 */
export const nativeSymbolSchema = v.pipe(v.string(), v.maxLength(32))

/** Spec §3 sign-in message. */
export const siwxMessageSchema = v.object({
  accountAddress: addressSchema,
  chainId: chainIdSchema,
  domain: v.string(),
  uri: v.string(),
  version: v.string(),
  nonce: v.string(),
  statement: v.optional(v.string()),
  resources: v.optional(v.array(v.string())),
  requestId: v.optional(v.string()),
  issuedAt: v.optional(v.string()),
  expirationTime: v.optional(v.string()),
  notBefore: v.optional(v.string()),
})

/** Spec §3 embedded-wallet user payload: what the frame answers for the signed-in visitor. */
export const embeddedUserSchema = v.object({
  email: v.optional(emailSchema),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: v.optional(
    v.array(v.object({ address: addressSchema, type: embeddedAccountTypeSchema })),
  ),
  userName: v.optional(v.string()),
  /** The social profile's picture (Farcaster's pfpUrl), when it has one. */
  profileImage: v.optional(httpUrlSchema),
  smartAccountDeployed: v.optional(v.boolean()),
  preferredAccountType: v.optional(embeddedAccountTypeSchema),
  signature: v.optional(v.string()),
  message: v.optional(v.string()),
  siwxMessage: v.optional(siwxMessageSchema),
})

export type EmbeddedUser = v.InferOutput<typeof embeddedUserSchema>
