import * as v from 'valibot'
import { SOCIAL_PROVIDERS } from '../constants.ts'
import { SUPPORTED_LOCALES } from '../i18n/locales.ts'
import { chainNamespaceSchema } from './chainNamespaceSchema.ts'
import { networkSchema } from './networkSchema.ts'
import { walletSchema } from './walletSchema.ts'

const optionalBoolean = v.optional(v.boolean())
const optionalText = v.optional(v.string())
const optionalIds = v.optional(v.array(v.string()))

const adapterSchema = v.looseObject({
  namespace: chainNamespaceSchema,
  setup: v.function(),
  getConnectors: v.function(),
  connect: v.function(),
  reconnect: v.function(),
  disconnect: v.function(),
  switchNetwork: v.function(),
  signMessage: v.function(),
  getBalance: v.optional(v.function()),
})

/** The `siwx` option (spec §4 SIWX): the five methods of `SiwxConfig` and its two settings. */
const siwxConfigSchema = v.looseObject({
  createMessage: v.function(),
  addSession: v.function(),
  revokeSession: v.function(),
  setSessions: v.function(),
  getSessions: v.function(),
  getRequired: v.optional(v.function()),
  signOutOnDisconnect: optionalBoolean,
})

/** The `features` option (spec §1, §6). */
export const featuresSchema = v.looseObject({
  email: optionalBoolean,
  socials: v.optional(v.union([v.array(v.picklist(SOCIAL_PROVIDERS)), v.literal(false)])),
  swaps: optionalBoolean,
  onramp: optionalBoolean,
  activity: optionalBoolean,
  send: optionalBoolean,
  receive: optionalBoolean,
  analytics: optionalBoolean,
  allWallets: optionalBoolean,
  multiWallet: optionalBoolean,
  reownBranding: optionalBoolean,
  pay: optionalBoolean,
  legalCheckbox: optionalBoolean,
  collapseWallets: optionalBoolean,
})

/**
 * What `createConfig` accepts (spec §3 provider options). Used to check types only: the
 * caller's own objects (adapters, storage, fetch) are kept, never copies.
 */
export const optionsSchema = v.looseObject({
  // A missing project id is an alert, not an error (spec §5): only its type is checked.
  projectId: v.optional(v.string()),
  networks: v.pipe(v.array(networkSchema), v.minLength(1, 'Expected at least one network')),
  defaultNetwork: v.optional(networkSchema),
  adapters: v.array(adapterSchema),
  metadata: v.optional(
    v.looseObject({
      name: v.string(),
      description: optionalText,
      url: optionalText,
      icons: optionalIds,
    }),
  ),
  apiUrl: v.optional(v.pipe(v.string(), v.url())),
  features: v.optional(featuresSchema),
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  locale: v.optional(v.picklist(SUPPORTED_LOCALES)),
  themeVariables: v.optional(v.record(v.string(), v.string())),
  featuredWalletIds: optionalIds,
  includeWalletIds: optionalIds,
  excludeWalletIds: optionalIds,
  customWallets: v.optional(v.array(walletSchema)),
  defaultAccountTypes: v.optional(
    v.record(
      chainNamespaceSchema,
      v.picklist(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']),
    ),
  ),
  termsConditionsUrl: optionalText,
  privacyPolicyUrl: optionalText,
  enableReconnect: optionalBoolean,
  allowUnsupportedChain: optionalBoolean,
  enableNetworkSwitch: optionalBoolean,
  append: optionalBoolean,
  embedded: optionalBoolean,
  manualWCControl: optionalBoolean,
  storage: v.optional(
    v.looseObject({ getItem: v.function(), setItem: v.function(), removeItem: v.function() }),
  ),
  fetch: v.optional(v.function()),
  isMobile: v.optional(v.function()),
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  basic: optionalBoolean,
  siweConfig: v.optional(v.looseObject({})),
  siwx: v.optional(siwxConfigSchema),
})
