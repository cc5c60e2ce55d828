import * as v from 'valibot'
import {
  addressSchema,
  chainIdSchema,
  chainNamespaceSchema,
  emailSchema,
  embeddedAccountTypeSchema,
  embeddedUserSchema,
  httpUrlSchema,
  nativeSymbolSchema,
  otpSchema,
  socialProviderSchema,
} from './fields.ts'

const empty = v.object({})

/**
 * Spec §7: APP_RPC_REQUEST carries the method, its params and optionally where to run it. Beyond
 * the spec, a request that needs approval carries the network's `nativeSymbol`, so that the
 * approve view shows a value in the dApp's currency ('Send 1 POL to 0x…').
 */
export const rpcRequestSchema = v.object({
  method: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
  chainId: v.optional(chainIdSchema),
  chainNamespace: v.optional(chainNamespaceSchema),
  rpcUrl: v.optional(httpUrlSchema),
  nativeSymbol: v.optional(nativeSymbolSchema),
})

/**
 * Every request the app sends the frame (spec §7), with the schema of its payload and of the
 * payload of its `_SUCCESS` answer. Both sides parse with these; nothing else defines a message.
 */
export const APP_EVENTS = {
  APP_SWITCH_NETWORK: {
    request: v.object({ chainId: chainIdSchema, rpcUrl: v.optional(httpUrlSchema) }),
    response: v.object({ chainId: chainIdSchema }),
  },
  APP_CONNECT_EMAIL: {
    request: v.object({ email: emailSchema }),
    response: v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  APP_CONNECT_DEVICE: { request: empty, response: empty },
  APP_CONNECT_OTP: { request: v.object({ otp: otpSchema }), response: empty },
  APP_CONNECT_SOCIAL: {
    request: v.object({
      uri: v.pipe(v.string(), v.maxLength(4096)),
      preferredAccountType: v.optional(embeddedAccountTypeSchema),
      chainId: v.optional(chainIdSchema),
    }),
    // The user; or, for an existing account on a site its e-mail has not approved on this
    // device, VERIFY_DEVICE: an approval e-mail went out, APP_CONNECT_DEVICE waits and finishes.
    response: v.union([v.object({ action: v.literal('VERIFY_DEVICE') }), embeddedUserSchema]),
  },
  APP_GET_FARCASTER_URI: { request: empty, response: v.object({ url: httpUrlSchema }) },
  /** Waits for the visitor to approve in their Farcaster client, then answers the user. */
  APP_CONNECT_FARCASTER: {
    request: v.object({
      preferredAccountType: v.optional(embeddedAccountTypeSchema),
      chainId: v.optional(chainIdSchema),
    }),
    response: embeddedUserSchema,
  },
  APP_GET_USER: {
    request: v.object({
      chainId: v.optional(chainIdSchema),
      rpcUrl: v.optional(httpUrlSchema),
      preferredAccountType: v.optional(embeddedAccountTypeSchema),
    }),
    response: embeddedUserSchema,
  },
  APP_GET_SOCIAL_REDIRECT_URI: {
    request: v.object({ provider: socialProviderSchema }),
    response: v.object({ uri: httpUrlSchema }),
  },
  APP_SIGN_OUT: { request: empty, response: empty },
  APP_IS_CONNECTED: { request: empty, response: v.object({ isConnected: v.boolean() }) },
  APP_GET_CHAIN_ID: { request: empty, response: v.object({ chainId: chainIdSchema }) },
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    response: v.object({
      smartAccountEnabledNetworks: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    }),
  },
  APP_INIT_SMART_ACCOUNT: {
    request: empty,
    response: v.object({ address: addressSchema, isDeployed: v.boolean() }),
  },
  APP_SET_PREFERRED_ACCOUNT: {
    request: v.object({ type: embeddedAccountTypeSchema }),
    response: v.object({ type: embeddedAccountTypeSchema, address: addressSchema }),
  },
  APP_RPC_REQUEST: { request: rpcRequestSchema, response: v.unknown() },
  APP_UPDATE_EMAIL: {
    request: v.object({ email: emailSchema }),
    response: v.object({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  APP_UPDATE_EMAIL_PRIMARY_OTP: { request: v.object({ otp: otpSchema }), response: empty },
  APP_UPDATE_EMAIL_SECONDARY_OTP: {
    request: v.object({ otp: otpSchema }),
    response: v.object({ newEmail: emailSchema }),
  },
  APP_SYNC_THEME: {
    request: v.object({
      themeMode: v.optional(v.picklist(['light', 'dark'])),
      themeVariables: v.optional(
        v.record(v.string(), v.union([v.pipe(v.string(), v.maxLength(200)), v.number()])),
      ),
    }),
    response: empty,
  },
  /**
   * Beyond the spec: the kit's language changed (the first one is the frame URL's `locale`). A
   * string, not a list: the frame reads anything it does not speak as English.
   */
  APP_SYNC_LOCALE: {
    request: v.object({ locale: v.pipe(v.string(), v.maxLength(64)) }),
    response: empty,
  },
  APP_SYNC_DAPP_DATA: {
    request: v.object({
      projectId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
      sdkVersion: v.pipe(v.string(), v.maxLength(64)),
      sdkType: v.pipe(v.string(), v.maxLength(64)),
      metadata: v.optional(
        v.object({
          name: v.pipe(v.string(), v.maxLength(200)),
          description: v.optional(v.pipe(v.string(), v.maxLength(1000))),
          url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
          icons: v.optional(v.array(v.pipe(v.string(), v.maxLength(2048)))),
        }),
      ),
    }),
    response: empty,
  },
  APP_RELOAD: { request: empty, response: empty },
  APP_RPC_ABORT: { request: empty, response: empty },
} as const

export type AppEventType = keyof typeof APP_EVENTS
export type AppRequestPayload<T extends AppEventType> = v.InferOutput<
  (typeof APP_EVENTS)[T]['request']
>
/** What the caller passes (before the schema trims or defaults anything). */
export type AppRequestInput<T extends AppEventType> = v.InferInput<
  (typeof APP_EVENTS)[T]['request']
>
export type AppResponsePayload<T extends AppEventType> = v.InferOutput<
  (typeof APP_EVENTS)[T]['response']
>

/** A request from the app to the frame. */
export type AppMessage<T extends AppEventType = AppEventType> = {
  [K in T]: { type: K; id: string; payload: AppRequestPayload<K> }
}[T]

export const APP_EVENT_TYPES = Object.keys(APP_EVENTS) as AppEventType[]

/**
 * Whether `type` names an app request.
 *
 * @example
 * isAppEventType('APP_CONNECT_EMAIL') // true
 */
export function isAppEventType(type: unknown): type is AppEventType {
  return typeof type === 'string' && Object.hasOwn(APP_EVENTS, type)
}
