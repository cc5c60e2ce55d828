import * as v from 'valibot'
import { RECENT_WALLETS_MAX } from '../constants.ts'
import { caipNetworkIdSchema, chainNamespaceSchema } from '../schemas/chainNamespaceSchema.ts'
import { signInProviderSchema } from '../schemas/socialProviderSchema.ts'
import { walletSchema } from '../schemas/walletSchema.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { StorageKey } from '../types/storage.ts'

/** Every key the kit stores starts with this, so it never touches the host page's keys. */
export const STORAGE_PREFIX = '@portico/'

function defineKey<T>(name: string, schema: v.GenericSchema<unknown, T>): StorageKey<T> {
  return { name: `${STORAGE_PREFIX}${name}`, schema }
}

const accountTypeSchema = v.picklist(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

const storedConnectionSchema = v.object({
  connectorId: v.string(),
  accounts: v.array(
    v.object({
      address: v.string(),
      namespace: chainNamespaceSchema,
      type: v.optional(accountTypeSchema),
    }),
  ),
  chainId: v.union([v.number(), v.string()]),
})

/**
 * The spec §3 local-storage keys, each with the schema its stored value must pass.
 *
 * @example
 * config.storage.get(storageKeys.connectedConnectorId('eip155')) // 'io.metamask' | undefined
 */
export const storageKeys = {
  activeNamespace: defineKey('active_namespace', chainNamespaceSchema),
  activeCaipNetworkId: defineKey('active_caip_network_id', caipNetworkIdSchema),
  /** The connector id connected in one namespace, read by `reconnect`. */
  connectedConnectorId: (namespace: ChainNamespace) =>
    defineKey(`${namespace}:connected_connector_id`, v.pipe(v.string(), v.nonEmpty())),
  /** Most recent first (spec §9: at most 2). */
  recentWallets: defineKey(
    'recent_wallets',
    v.pipe(v.array(walletSchema), v.maxLength(RECENT_WALLETS_MAX)),
  ),
  connections: defineKey(
    'connections',
    v.record(chainNamespaceSchema, v.array(storedConnectionSchema)),
  ),
  /** The provider of the last social sign-in started (spec §3). */
  socialProvider: defineKey('social_provider', signInProviderSchema),
  preferredAccountTypes: defineKey(
    'preferred_account_types',
    v.record(chainNamespaceSchema, accountTypeSchema),
  ),
  /** The wallet-connect deeplink the visitor picked last. */
  deeplinkChoice: defineKey('deeplink_choice', v.object({ href: v.string(), name: v.string() })),
  emailLoginUsed: defineKey('email_login_used', v.boolean()),
  email: defineKey('email', v.pipe(v.string(), v.email())),
  socialUsername: defineKey('social_username', v.string()),
  /** Milliseconds since the epoch. */
  lastEmailLoginTime: defineKey(
    'last_email_login_time',
    v.pipe(v.number(), v.integer(), v.minValue(0)),
  ),
  lastUsedChainId: defineKey('last_used_chain_id', v.union([v.number(), v.string()])),
  /** Chain ids joined by commas, e.g. '1,137' (spec §3). */
  smartAccountEnabledNetworks: defineKey(
    'smart_account_enabled_networks',
    v.pipe(v.string(), v.regex(/^(\d+(,\d+)*)?$/)),
  ),
} as const
