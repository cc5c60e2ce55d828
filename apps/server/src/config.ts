import { isIP } from 'node:net'
import {
  isSolanaAddress,
  ORIGIN_ENTRY_PATTERN,
  REMOTE_FEATURE_IDS,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_PROVIDERS,
} from '@portico/core'
import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { BITCOIN_NETWORKS, bitcoinNetworkOf } from './chains/bitcoinNetworks.ts'
import {
  BIP122_NETWORK_ID_PATTERN,
  EIP155_NETWORK_ID_PATTERN,
  SOLANA_NETWORK_ID_PATTERN,
} from './chains/chainNamespace.ts'
import { SOLANA_ADDRESS_MESSAGE } from './chains/solanaAddressMessage.ts'
import { ConfigError } from './errors/ConfigError.ts'
import { isExactOrigin } from './http/fieldSchemas.ts'
import { AUTH_MASTER_KEY_MESSAGE, decodeMasterKey } from './modules/auth/masterKey.ts'
import { byNamespace } from './schema/byNamespace.ts'
import { formatIssue } from './schema/formatIssue.ts'

/** Log levels of Fastify's pino logger. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Social providers a `socials` feature may list (spec §5, §9) and those of social sign-in: core's. */
export { SOCIAL_LOGIN_PROVIDERS, SOCIAL_PROVIDERS }
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

/** Remote feature flags a project can set (spec §1), other than `socials`: the kit's list. */
export const SWITCH_FEATURE_IDS = REMOTE_FEATURE_IDS.filter(
  (id): id is Exclude<(typeof REMOTE_FEATURE_IDS)[number], 'socials'> => id !== 'socials',
)

/** Project ids: what the kit sends as `projectId`. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const HTTP_URL_PATTERN = /^https?:\/\/\S+$/

const nonEmptyText = (maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
  )
const httpUrl = v.pipe(v.string(), v.regex(HTTP_URL_PATTERN, 'must be an http(s) URL'), v.url())
// A number, or a decimal string ('150') as the issue #6 contract writes prices.
const usdPrice = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}(?:\.\d{1,18})?$/), v.transform(Number))],
    'must be a number or a decimal string',
  ),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative'),
)
const decimals = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(0, 'must be from 0 to 36'),
  v.maxValue(36, 'must be from 0 to 36'),
)
const EIP155_NETWORK_ID_MESSAGE = "must be an EVM CAIP-2 id like 'eip155:31337'"
const SOLANA_NETWORK_ID_MESSAGE =
  "must be a Solana CAIP-2 id: 'solana:' and the first 32 base58 characters of the genesis hash"
const BIP122_NETWORK_ID_MESSAGE =
  "must be a Bitcoin CAIP-2 id: 'bip122:' and the first 32 hex characters of the genesis block hash"
const CHAIN_NAMESPACE_MESSAGE =
  "must be a CAIP-2 id of an EVM, Solana or Bitcoin chain ('eip155:…', 'solana:…', 'bip122:…')"
const eip155NetworkId = v.pipe(
  v.string(),
  v.regex(EIP155_NETWORK_ID_PATTERN, EIP155_NETWORK_ID_MESSAGE),
)

const featureSchema = v.variant('id', [
  v.strictObject({
    id: v.literal('socials'),
    isEnabled: v.boolean(),
    config: v.optional(v.nullable(v.array(v.picklist(SOCIAL_PROVIDERS))), null),
  }),
  v.strictObject({
    id: v.picklist(SWITCH_FEATURE_IDS),
    isEnabled: v.boolean(),
    config: v.optional(v.null(), null),
  }),
])

/** Why an allowed-origin entry was refused. */
export const ORIGIN_ENTRY_MESSAGE =
  "must be an origin like 'https://a.b', '*.a.b' or 'http://a.b:*'"

/**
 * Project fields, shared by the config file and the `portico project` CLI.
 *
 * @example
 * v.parse(projectFieldSchemas.allowedOrigins, ['https://my.app', '*.my.app'])
 */
export const projectFieldSchemas = {
  id: v.pipe(
    v.string(),
    v.regex(PROJECT_ID_PATTERN, 'must be 1 to 64 letters, digits, hyphens or underscores'),
  ),
  name: nonEmptyText(100),
  /** `https://my.app`, `*.my.app`, `https://*.my.app`, `http://localhost:*` (see matchOrigin). */
  allowedOrigins: v.pipe(
    v.array(v.pipe(v.string(), v.regex(ORIGIN_ENTRY_PATTERN, ORIGIN_ENTRY_MESSAGE))),
    v.maxLength(200, 'must list at most 200 origins'),
  ),
  features: v.array(featureSchema),
} as const

const projectSchema = v.strictObject({
  id: projectFieldSchemas.id,
  name: projectFieldSchemas.name,
  allowedOrigins: v.optional(projectFieldSchemas.allowedOrigins, []),
  features: v.optional(projectFieldSchemas.features, []),
  /** Analytics (`/getAnalyticsConfig`, `POST /e`) on for this project. */
  analyticsEnabled: v.optional(v.boolean(), true),
  /**
   * The spec §6 default origins (localhost, IPs, preview hosts) allowed on top of
   * `allowedOrigins`. Turn off in production: any page on them could use the project id.
   */
  includeDefaultOrigins: v.optional(v.boolean(), true),
})

/** Fields every chain family shares. */
const nativeCurrency = (decimalsSchema: v.GenericSchema<number, number>) =>
  v.strictObject({ name: nonEmptyText(100), symbol: nonEmptyText(20), decimals: decimalsSchema })
// Solana and Bitcoin balances are read in the smallest unit the protocol fixes.
const fixedDecimals = (value: number, unit: string) =>
  v.pipe(
    v.number(),
    v.check((given) => given === value, `must be ${value} (${unit})`),
  )

const chainCommonEntries = {
  name: nonEmptyText(100),
  nativePriceUsd: usdPrice,
  testnet: v.optional(v.boolean(), false),
  /** Icon of the native currency in balance answers. */
  iconUrl: v.optional(v.nullable(httpUrl), null),
}

const solanaNetworkId = v.pipe(
  v.string(),
  v.regex(SOLANA_NETWORK_ID_PATTERN, SOLANA_NETWORK_ID_MESSAGE),
)

const evmChainSchema = v.pipe(
  v.strictObject({
    caipNetworkId: eip155NetworkId,
    ...chainCommonEntries,
    nativeCurrency: nativeCurrency(decimals),
    rpcUrl: httpUrl,
    /**
     * More JSON-RPC endpoints of the same chain: the RPC gateway (`POST /v1/?chainId`,
     * docs/rpc-gateway.md) falls back to them, ranked with `rpcUrl` by latency and stability.
     */
    rpcFallbackUrls: v.optional(
      v.pipe(v.array(httpUrl), v.maxLength(10, 'must list at most 10 URLs')),
      [],
    ),
    /** First block the history indexer reads on a fresh database (0: from genesis). */
    indexFromBlock: v.optional(
      v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0, 'must not be negative')),
      0,
    ),
  }),
  v.transform((chain) => ({ ...chain, namespace: 'eip155' as const })),
)

const solanaChainSchema = v.pipe(
  v.strictObject({
    caipNetworkId: solanaNetworkId,
    ...chainCommonEntries,
    nativeCurrency: nativeCurrency(fixedDecimals(9, 'SOL is read in lamports')),
    /** The Solana JSON-RPC endpoint. */
    rpcUrl: httpUrl,
  }),
  v.transform((chain) => ({ ...chain, namespace: 'solana' as const })),
)

const bitcoinChainSchema = v.pipe(
  v.strictObject({
    caipNetworkId: v.pipe(
      v.string(),
      v.regex(BIP122_NETWORK_ID_PATTERN, BIP122_NETWORK_ID_MESSAGE),
      v.check(
        (value) => bitcoinNetworkOf(value) !== undefined,
        `must be a known Bitcoin network: ${[...BITCOIN_NETWORKS]
          .map(([reference, { name }]) => `'bip122:${reference}' (${name})`)
          .join(', ')}`,
      ),
    ),
    ...chainCommonEntries,
    nativeCurrency: nativeCurrency(fixedDecimals(8, 'BTC is read in sats')),
    /** Base URL of an Esplora API (`GET ${esploraUrl}/address/:address`). */
    esploraUrl: v.pipe(
      httpUrl,
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
  }),
  v.transform((chain) => ({ ...chain, namespace: 'bip122' as const })),
)

/** A chain, by the namespace of its `caipNetworkId`: EVM, Solana or Bitcoin. */
const chainSchema = byNamespace(
  { eip155: evmChainSchema, solana: solanaChainSchema, bip122: bitcoinChainSchema },
  CHAIN_NAMESPACE_MESSAGE,
)

const evmAddress = v.pipe(
  v.string(),
  v.check((value) => isAddress(value), 'must be an EVM address (0x + 40 hex, valid checksum)'),
  v.transform((value) => getAddress(value)),
)

const tokenCommonEntries = {
  name: nonEmptyText(100),
  symbol: nonEmptyText(20),
  decimals,
  priceUsd: usdPrice,
  iconUrl: v.optional(v.nullable(httpUrl), null),
}

/** An ERC-20 on an EVM chain, or an SPL mint on a Solana chain. */
const tokenSchema = byNamespace(
  {
    eip155: v.pipe(
      v.strictObject({
        caipNetworkId: eip155NetworkId,
        address: evmAddress,
        ...tokenCommonEntries,
      }),
      v.transform((token) => ({ ...token, namespace: 'eip155' as const })),
    ),
    solana: v.pipe(
      v.strictObject({
        caipNetworkId: solanaNetworkId,
        /** The mint's address. */
        address: v.pipe(
          v.string(),
          v.check((value) => isSolanaAddress(value), SOLANA_ADDRESS_MESSAGE),
        ),
        ...tokenCommonEntries,
      }),
      v.transform((token) => ({ ...token, namespace: 'solana' as const })),
    ),
  },
  "must be a CAIP-2 id of an EVM chain ('eip155:…', ERC-20s) or a Solana chain ('solana:…', SPL mints)",
)

/** A token contract the history marks as spam (`flags.is_spam`) and balances leave out. */
const spamContractSchema = v.strictObject({
  caipNetworkId: eip155NetworkId,
  address: evmAddress,
})

const positiveInteger = (max: number) =>
  v.pipe(
    v.number(),
    v.integer('must be an integer'),
    v.minValue(1, `must be from 1 to ${max}`),
    v.maxValue(max, `must be from 1 to ${max}`),
  )

/** A `redis://` or `rediss://` URL (exported for the `REDIS_URL` override). */
export const redisUrl = v.pipe(
  v.string(),
  v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
  v.url('must be a redis:// or rediss:// URL'),
)

/** How the history indexer follows the configured chains. */
const indexerSchema = v.strictObject({
  /** Off: no history is recorded (the history route answers empty pages). */
  enabled: v.optional(v.boolean(), true),
  /** Pause between looks at a chain's head once caught up. */
  pollIntervalMs: v.optional(positiveInteger(600_000), 1000),
  /** Most blocks read per step while catching up. */
  batchBlocks: v.optional(positiveInteger(1000), 50),
  /** Blocks re-read when the recorded head's hash no longer matches (reorg or chain reset). */
  reorgDepth: v.optional(positiveInteger(10_000), 12),
  /**
   * With Redis, one process follows a chain while it holds the chain's lock for this long
   * (default 10 s), renewed every third of it; another takes over within about this when it dies.
   */
  leaderLeaseMs: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be an integer'),
      // A renewal (every third) must fit in the lease with Redis's 1 s command timeout.
      v.minValue(2000, 'must be from 2000 to 600000'),
      v.maxValue(600_000, 'must be from 2000 to 600000'),
    ),
  ),
})

/** A name and avatar an address goes by, served by `GET /v1/identity/:address` (spec §7). */
const identitySchema = v.strictObject({
  address: evmAddress,
  name: nonEmptyText(100),
  avatar: v.optional(v.nullable(httpUrl), null),
})

/** An exact origin, as a browser sends it: scheme, host and port only. */
const exactOrigin = v.pipe(
  v.string(),
  v.check(
    isExactOrigin,
    "must be an exact origin like 'https://wallet.example' or 'http://127.0.0.1:5180'",
  ),
)

const durationMs = (min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer('must be an integer'),
    v.minValue(min, `must be from ${min} to ${max}`),
    v.maxValue(max, `must be from ${min} to ${max}`),
  )

/**
 * Where the swap routes (module `convert`) get quotes for one EVM chain. One kind today: a
 * Uniswap V2 deployment read on the chain itself (router, its factory and wrapped native token);
 * a hosted aggregator would be one more `type` here.
 */
const quoteSourceSchema = v.variant(
  'type',
  [
    v.strictObject({
      type: v.literal('uniswap-v2'),
      caipNetworkId: eip155NetworkId,
      /** UniswapV2Router02 (or a fork with the same interface): the swaps and approvals go to it. */
      router: evmAddress,
      /** The router's factory, where the pairs are looked up. */
      factory: evmAddress,
      /** The router's wrapped native token (its `WETH()`). */
      weth: evmAddress,
      /**
       * How long pool reserves read for quotes are reused (0: read for every quote). Swaps are
       * always built from reserves read at that moment.
       */
      reserveCacheMs: v.optional(durationMs(0, 60_000), 1000),
    }),
  ],
  "must be a quote source with a known type: 'uniswap-v2'",
)

const providerIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 lower-case letters, digits or hyphens'),
)

/**
 * An on-ramp provider (module `onramp`, docs/onramp-providers.md). One kind today: the local
 * sandbox of tools/onramp-sandbox; a hosted provider would be one more `kind` here.
 */
const onrampProviderSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('sandbox'),
      /** What the kit sends as `provider` and shows in the provider list. */
      id: providerIdSchema,
      name: nonEmptyText(100),
      /** The sandbox's base URL (its API is under `/api`). */
      url: v.pipe(
        httpUrl,
        v.check(
          isHttpsOrLoopbackUrl,
          'must be https (http only for 127.0.0.1, localhost or [::1])',
        ),
      ),
    }),
  ],
  "must be a provider with a known kind: 'sandbox'",
)

/** An exchange the visitor may pay from (`/v1/pay/*`): the Sandbox Exchange for now. */
const exchangeSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('sandbox'),
      id: providerIdSchema,
      name: nonEmptyText(100),
      url: v.pipe(
        httpUrl,
        v.check(
          isHttpsOrLoopbackUrl,
          'must be https (http only for 127.0.0.1, localhost or [::1])',
        ),
      ),
      /** The exchange's logo in the kit's list. */
      imageUrl: v.optional(httpUrl),
    }),
  ],
  "must be an exchange with a known kind: 'sandbox'",
)

/** Buy crypto (`/v1/onramp/*`, `/v1/generators/onrampurl`); the first provider is the default. */
const onrampSchema = v.strictObject({
  providers: v.pipe(
    v.array(onrampProviderSchema),
    v.maxLength(10, 'must list at most 10 providers'),
  ),
  /** How long a request to a provider may take before the route answers 502. */
  requestTimeoutMs: v.optional(durationMs(100, 60_000), 5_000),
})

/** Pay from an exchange (`/v1/pay/*`). */
const paySchema = v.strictObject({
  exchanges: v.pipe(v.array(exchangeSchema), v.maxLength(10, 'must list at most 10 exchanges')),
  requestTimeoutMs: v.optional(durationMs(100, 60_000), 5_000),
})

/**
 * The master key as written in the config or in `PORTICO_AUTH_MASTER_KEY`: base64 (or base64url)
 * of exactly 32 bytes.
 *
 * @example
 * v.parse(authMasterKeySchema, randomBytes(32).toString('base64'))
 */
export const authMasterKeySchema = v.pipe(
  v.string(),
  v.check((value) => decodeMasterKey(value) !== undefined, AUTH_MASTER_KEY_MESSAGE),
)

// A social provider's URL: https, or http on this machine only (the local stand-in provider).
const providerUrl = v.pipe(
  httpUrl,
  v.check(isHttpsOrLoopbackUrl, 'must be https (http only for 127.0.0.1, localhost or [::1])'),
)

const socialClientFields = {
  clientId: nonEmptyText(512),
  /** None: a public client (PKCE only). `PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET` wins over it. */
  clientSecret: v.optional(nonEmptyText(4096)),
  /** Space-separated scopes; default per provider (modules/auth/socialClients.ts). */
  scope: v.optional(nonEmptyText(1000)),
  /** How the secret goes to the token endpoint (default HTTP Basic, the OAuth 2 default). */
  tokenEndpointAuthMethod: v.optional(
    v.picklist(['client_secret_basic', 'client_secret_post']),
    'client_secret_basic',
  ),
}

const oidcProviderSchema = v.strictObject({ issuer: providerUrl, ...socialClientFields })
const oauth2ProviderSchema = v.strictObject({
  authorizationEndpoint: providerUrl,
  tokenEndpoint: providerUrl,
  userinfoEndpoint: providerUrl,
  ...socialClientFields,
})

/**
 * One social provider: OpenID Connect found by discovery (`issuer`), or plain OAuth 2 with its
 * endpoints (GitHub, X, Discord and Facebook have no OpenID Connect). Which one is read from the
 * presence of `issuer`, so a mistake is reported against the right fields.
 */
const socialProviderSchema = v.lazy((input) =>
  typeof input === 'object' && input !== null && 'issuer' in input
    ? oidcProviderSchema
    : oauth2ProviderSchema,
)

/** Social sign-in into the embedded wallet; without it (or with no provider) it is off. */
const socialSchema = v.strictObject({
  /** The secure site's callback page (`…/social-callback.html`): the providers redirect there. */
  redirectUri: v.pipe(
    providerUrl,
    v.check(
      (value) => !value.includes('?') && !value.includes('#'),
      'must have no query or fragment',
    ),
  ),
  /** How long a started sign-in may take until its connect (provider page included). */
  requestTtlMs: v.optional(durationMs(1, 3_600_000), 600_000),
  providers: v.optional(
    v.strictObject({
      google: v.optional(socialProviderSchema),
      github: v.optional(socialProviderSchema),
      apple: v.optional(socialProviderSchema),
      facebook: v.optional(socialProviderSchema),
      x: v.optional(socialProviderSchema),
      discord: v.optional(socialProviderSchema),
    }),
    {},
  ),
})

/** Embedded-wallet e-mail sign-in (module `auth`); without it the `/auth/v1` routes are off. */
const authSchema = v.strictObject({
  /** Origins of the secure site (the embedded-wallet frame): the only ones CORS lets read. */
  secureSiteOrigins: v.pipe(
    v.array(exactOrigin),
    v.minLength(1, 'must list at least one origin'),
    v.maxLength(20, 'must list at most 20 origins'),
  ),
  /** Where this server is reached from a mail client: links in e-mails point here. */
  publicUrl: v.pipe(
    httpUrl,
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  /** Wraps stored keys and keys the code HMACs; `PORTICO_AUTH_MASTER_KEY` wins over it. */
  masterKey: v.optional(authMasterKeySchema),
  smtp: v.strictObject({
    host: nonEmptyText(255),
    port: v.pipe(
      v.number(),
      v.integer('must be an integer'),
      v.minValue(1, 'must be from 1 to 65535'),
      v.maxValue(65_535, 'must be from 1 to 65535'),
    ),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: v.optional(v.boolean(), false),
    user: v.optional(nonEmptyText(255)),
    pass: v.optional(v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters'))),
  }),
  /** The From header, e.g. `Portico <no-reply@portico.example>`. */
  from: nonEmptyText(320),
  /** How long a one-time code works. */
  codeTtlMs: v.optional(durationMs(1, 86_400_000), 600_000),
  /** How long a session token works. */
  sessionTtlMs: v.optional(durationMs(1, 31_536_000_000), 604_800_000),
  /** Shortest time between two e-mails to one address (0: no delay). */
  resendDelayMs: v.optional(durationMs(0, 3_600_000), 30_000),
  /** Tries a code allows before it is locked. */
  maxOtpAttempts: v.optional(positiveInteger(100), 5),
  /** How long `POST /auth/v1/device/wait` holds the request open. */
  deviceWaitMs: v.optional(durationMs(1, 120_000), 20_000),
  /** Sign-in and change e-mails one address may get per hour. */
  maxSendsPerEmailPerHour: v.optional(positiveInteger(10_000), 10),
  /**
   * E-mails one client IP may cause per hour. Behind a proxy every client shares its IP unless
   * Fastify trusts the proxy (`http.trustProxy`). Above `AUTH_IP_LIMIT_CEILINGS` only on a
   * development server (`auth.publicUrl` on this machine): the devnet, where every visitor is
   * 127.0.0.1, raises it.
   */
  maxSendsPerIpPerHour: v.optional(positiveInteger(100_000), 30),
  /**
   * Code and token checks one client IP may make per minute: `/otp/verify`,
   * `/email/update/primary` and `/secondary`, `/device/approve` (POST), `/social/connect`,
   * `/social/finish`. Then 429 with `Retry-After`.
   */
  maxCodeChecksPerIpPerMinute: v.optional(positiveInteger(100_000), 30),
  /**
   * Requests one client IP may make per minute to every other `/auth/v1` route (the approval
   * page, `device/wait`, `social/requests/:state`, the session routes). Then 429 with
   * `Retry-After`.
   */
  maxRequestsPerIpPerMinute: v.optional(positiveInteger(1_000_000), 300),
  /** Social sign-in (`/auth/v1/social/*`); absent: only e-mail sign-in. */
  social: v.optional(socialSchema),
})

// `loopback`, `linklocal`, `uniquelocal` (proxy-addr's names), an IP address, or a CIDR block.
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

const trustProxySchema = v.union(
  [
    v.boolean(),
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(32)),
    v.pipe(v.array(v.pipe(v.string(), v.check(isProxyAddress))), v.minLength(1)),
  ],
  "must be false, true, a hop count from 1 to 32, or a list of proxy addresses or CIDR blocks (or 'loopback', 'linklocal', 'uniquelocal')",
)

/**
 * How long the HTTP server waits on a client. Node checks these on a timer of at most 1 s, so a
 * late request is cut within about a second of its bound.
 */
const httpSchema = v.strictObject({
  /** Headers and body of a request must arrive within this, or it gets 408 and its connection closes. */
  requestTimeoutMs: v.optional(durationMs(1, 600_000), 30_000),
  /** The headers must arrive within this (at most `requestTimeoutMs`). */
  headersTimeoutMs: v.optional(durationMs(1, 600_000), 10_000),
  /**
   * A connection silent both ways for this long is closed (one that never sends a byte, say).
   * The device long poll is silent for `auth.deviceWaitMs`, so this must be longer by 5 s.
   */
  idleTimeoutMs: v.optional(durationMs(1, 3_600_000), 60_000),
  /** How long a kept-alive connection waits for its next request. Behind a proxy that pools
   * connections, make it longer than the proxy's own idle timeout. */
  keepAliveTimeoutMs: v.optional(durationMs(1, 600_000), 5_000),
  /**
   * Whose `X-Forwarded-For` names the client (`request.ip`, which every per-IP limit counts by):
   * `false` (the connection's peer; behind a proxy every visitor is then the proxy), a list of
   * the proxies' addresses or CIDR blocks (their hops are skipped: the safe choice), a hop count
   * (that many hops nearest the server are proxies, whoever connects), or `true` (every hop: the
   * left-most address, which a client can write itself). Fastify's `trustProxy`.
   */
  trustProxy: v.optional(trustProxySchema, false),
})

/**
 * The highest per-IP limits of `auth` a server reachable from elsewhere may set. Above them a
 * limit is a development setting: accepted only when `auth.publicUrl` is http on this machine
 * (127.0.0.1, localhost, [::1]), as on the devnet, where every visitor is 127.0.0.1. A copy of
 * the devnet's config on a public server fails to load instead of running with it.
 */
export const AUTH_IP_LIMIT_CEILINGS = {
  maxSendsPerIpPerHour: 1_000,
  maxCodeChecksPerIpPerMinute: 600,
  maxRequestsPerIpPerMinute: 6_000,
} as const

// The first per-IP limit above its ceiling, if any.
function raisedIpLimit(
  auth: Pick<AuthConfig, keyof typeof AUTH_IP_LIMIT_CEILINGS>,
): keyof typeof AUTH_IP_LIMIT_CEILINGS | undefined {
  return (Object.keys(AUTH_IP_LIMIT_CEILINGS) as (keyof typeof AUTH_IP_LIMIT_CEILINGS)[]).find(
    (name) => auth[name] > AUTH_IP_LIMIT_CEILINGS[name],
  )
}

// http://127.0.0.1…, http://localhost…, http://[::1]…: links that only this machine can open.
function isLoopbackHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

/** What the idle timeout must leave the device long poll beyond `auth.deviceWaitMs`. */
export const DEVICE_WAIT_IDLE_MARGIN_MS = 5_000

/** Bounds on `forceUpdate` of the balance route: each forced read goes to the chain's RPC. */
const balancesSchema = v.strictObject({
  /**
   * One (chain, address) is read by force at most once per this; within it the cache answers
   * (0: no bound).
   */
  forceUpdateIntervalMs: v.optional(durationMs(0, 60_000), 5_000),
  /** Forced reads one client IP may cause per minute; past it the cache answers. */
  forceUpdatesPerIpPerMinute: v.optional(positiveInteger(100_000), 30),
})

/**
 * A database URL: libsql's (`file:`, `libsql:`, `http(s):`, `ws(s):`) or Postgres's
 * (`postgres://`, `postgresql://`).
 *
 * @example
 * v.parse(databaseUrlSchema, 'postgres://portico@127.0.0.1:5432/portico')
 */
export const databaseUrlSchema = v.pipe(
  v.string(),
  v.regex(
    /^(?:file:|libsql:|https?:|wss?:|postgres(?:ql)?:\/\/)\S+$/,
    'must be a file:, libsql:, http(s): or postgres:// URL',
  ),
)

/**
 * The valibot schema of the JSON config file (see portico.config.example.json).
 *
 * @example
 * v.parse(serverConfigSchema, { projects: [{ id: 'portico-demo', name: 'Portico demo' }] })
 */
export const serverConfigSchema = v.strictObject({
  port: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65_535, 'must be at most 65535')),
    8787,
  ),
  host: v.optional(nonEmptyText(255), '127.0.0.1'),
  /**
   * libsql URL (SQLite; `file:` paths are relative to the working directory) or a Postgres one
   * (`postgres://user:password@host:5432/name`).
   */
  databaseUrl: v.optional(databaseUrlSchema, 'file:.portico/portico.db'),
  /**
   * Redis (`redis://` or `rediss://`, credentials and database number in the URL): when set,
   * rate limits, caches and the indexer's leader lock are shared by every server process.
   */
  redisUrl: v.optional(redisUrl),
  /** Before every Redis key (default `portico:`), so several deployments may share one Redis. */
  redisKeyPrefix: v.optional(v.pipe(nonEmptyText(64), v.regex(/^\S+$/, 'must have no spaces'))),
  logLevel: v.optional(v.picklist(LOG_LEVELS), 'warn'),
  /**
   * How long the request guard reuses a project it read (0: never). Projects changed by the CLI
   * or another process apply within this time.
   */
  projectCacheMs: v.optional(durationMs(0, 60_000), 1000),
  /** Folder holding wallets.json and wallet-images/; defaults to the bundled apps/server/data. */
  dataDir: v.optional(nonEmptyText(4096)),
  projects: v.pipe(v.array(projectSchema), v.minLength(1, 'must list at least one project')),
  chains: v.optional(v.array(chainSchema), []),
  tokens: v.optional(v.array(tokenSchema), []),
  /** Names and avatars by address; local chains have no name service of their own. */
  identities: v.optional(v.array(identitySchema), []),
  /**
   * Swap quote sources, at most one per chain; swaps are served on the chains that have one
   * (spec §9's networks and any other configured chain).
   */
  quoteSources: v.optional(v.array(quoteSourceSchema), []),
  /** Token contracts (ERC-20 or ERC-721) treated as spam. */
  spamContracts: v.optional(v.array(spamContractSchema), []),
  indexer: v.optional(indexerSchema, {}),
  /** HTTP timeouts (request, headers, idle connection, keep-alive). */
  http: v.optional(httpSchema, {}),
  /** Bounds on forced balance reads (`forceUpdate`). */
  balances: v.optional(balancesSchema, {}),
  /** Embedded-wallet e-mail sign-in; absent: the `/auth/v1` routes are not registered. */
  auth: v.optional(authSchema),
  /** On-ramp providers; absent or empty: the on-ramp routes answer 502 (the kit's sample data). */
  onramp: v.optional(onrampSchema, { providers: [] }),
  /** Exchanges the visitor may pay from; absent or empty: none is offered. */
  pay: v.optional(paySchema, { exchanges: [] }),
})

/** The config as the server uses it: every default applied, addresses checksummed. */
export type ServerConfig = v.InferOutput<typeof serverConfigSchema>
/** The config as written in the JSON file. */
export type ServerConfigInput = v.InferInput<typeof serverConfigSchema>
export type ProjectConfig = ServerConfig['projects'][number]
export type FeatureConfig = ProjectConfig['features'][number]
export type ChainConfig = ServerConfig['chains'][number]
export type EvmChainConfig = Extract<ChainConfig, { namespace: 'eip155' }>
export type SolanaChainConfig = Extract<ChainConfig, { namespace: 'solana' }>
export type BitcoinChainConfig = Extract<ChainConfig, { namespace: 'bip122' }>
export type TokenConfig = ServerConfig['tokens'][number]
export type EvmTokenConfig = Extract<TokenConfig, { namespace: 'eip155' }>
export type SolanaTokenConfig = Extract<TokenConfig, { namespace: 'solana' }>
export type IdentityConfig = ServerConfig['identities'][number]
export type SpamContractConfig = ServerConfig['spamContracts'][number]
export type QuoteSourceConfig = ServerConfig['quoteSources'][number]
export type IndexerConfig = ServerConfig['indexer']
export type HttpConfig = ServerConfig['http']
export type BalancesConfig = ServerConfig['balances']
export type AuthConfig = NonNullable<ServerConfig['auth']>
export type OnrampConfig = ServerConfig['onramp']
export type OnrampProviderConfig = OnrampConfig['providers'][number]
export type PayConfig = ServerConfig['pay']
export type ExchangeConfig = PayConfig['exchanges'][number]
export type SocialConfig = NonNullable<AuthConfig['social']>
export type SocialProviderConfig = NonNullable<SocialConfig['providers'][SocialLoginProvider]>

/**
 * Checks a config object (the parsed JSON file) and applies defaults. Throws a `ConfigError`
 * naming `source` and the first bad field, e.g. `projects[0].allowedOrigins[1]: …`.
 *
 * @example
 * const config = parseServerConfig(JSON.parse(text), '/etc/portico.json')
 */
export function parseServerConfig(input: unknown, source = 'config'): ServerConfig {
  const result = v.safeParse(serverConfigSchema, input, { abortEarly: true })
  if (!result.success) {
    const [issue] = result.issues
    throw new ConfigError(`Invalid ${source}: ${issue === undefined ? '' : formatIssue(issue)}`)
  }
  const problem = findCrossFieldProblem(result.output)
  if (problem !== undefined) throw new ConfigError(`Invalid ${source}: ${problem}`)
  return result.output
}

// What the schema cannot see one field at a time: duplicates and references between lists.
function findCrossFieldProblem(config: ServerConfig): string | undefined {
  const projectIds = new Set<string>()
  for (const [index, project] of config.projects.entries()) {
    if (projectIds.has(project.id)) return `projects[${index}].id: duplicate id '${project.id}'`
    projectIds.add(project.id)
    const duplicate = findDuplicateFeature(project.features)
    if (duplicate !== undefined) return `projects[${index}].${duplicate}`
  }
  const chainIds = new Set<string>()
  for (const [index, chain] of config.chains.entries()) {
    if (chainIds.has(chain.caipNetworkId))
      return `chains[${index}].caipNetworkId: duplicate chain '${chain.caipNetworkId}'`
    chainIds.add(chain.caipNetworkId)
  }
  const tokenKeys = new Set<string>()
  for (const [index, token] of config.tokens.entries()) {
    if (!chainIds.has(token.caipNetworkId))
      return `tokens[${index}].caipNetworkId: '${token.caipNetworkId}' is not listed in chains`
    const key = `${token.caipNetworkId}:${token.address}`
    if (tokenKeys.has(key)) return `tokens[${index}].address: duplicate token ${token.address}`
    tokenKeys.add(key)
  }
  const quoteSourceChains = new Set<string>()
  for (const [index, source] of config.quoteSources.entries()) {
    const chain = config.chains.find((known) => known.caipNetworkId === source.caipNetworkId)
    if (chain === undefined)
      return `quoteSources[${index}].caipNetworkId: '${source.caipNetworkId}' is not listed in chains`
    if (quoteSourceChains.has(source.caipNetworkId))
      return `quoteSources[${index}].caipNetworkId: '${source.caipNetworkId}' already has a quote source`
    quoteSourceChains.add(source.caipNetworkId)
  }
  const identityAddresses = new Set<string>()
  for (const [index, identity] of config.identities.entries()) {
    if (identityAddresses.has(identity.address))
      return `identities[${index}].address: duplicate address ${identity.address}`
    identityAddresses.add(identity.address)
  }
  for (const [field, list] of [
    ['onramp.providers', config.onramp.providers],
    ['pay.exchanges', config.pay.exchanges],
  ] as const) {
    const ids = new Set<string>()
    for (const [index, entry] of list.entries()) {
      if (ids.has(entry.id)) return `${field}[${index}].id: duplicate id '${entry.id}'`
      ids.add(entry.id)
    }
  }
  const { http } = config
  if (http.headersTimeoutMs > http.requestTimeoutMs)
    return `http.headersTimeoutMs: must be at most http.requestTimeoutMs (${http.requestTimeoutMs})`
  if (
    config.auth !== undefined &&
    http.idleTimeoutMs < config.auth.deviceWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS
  )
    return `http.idleTimeoutMs: must be at least auth.deviceWaitMs + ${DEVICE_WAIT_IDLE_MARGIN_MS} (${config.auth.deviceWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS}): the device long poll is silent that long`
  const smtp = config.auth?.smtp
  if (smtp !== undefined && (smtp.user === undefined) !== (smtp.pass === undefined))
    return 'auth.smtp: user and pass must be given together'
  const raised = config.auth === undefined ? undefined : raisedIpLimit(config.auth)
  if (raised !== undefined && !isLoopbackHttpUrl(config.auth?.publicUrl ?? ''))
    return `auth.${raised}: at most ${AUTH_IP_LIMIT_CEILINGS[raised]} unless auth.publicUrl is on this machine (a development server such as the devnet)`
  const social = config.auth?.social
  if (
    social !== undefined &&
    !config.auth?.secureSiteOrigins.includes(new URL(social.redirectUri).origin)
  )
    return 'auth.social.redirectUri: must be on one of auth.secureSiteOrigins (the secure site serves the callback page)'
  return undefined
}

/**
 * Whether a URL is https, or http to this machine (127.0.0.1, localhost, [::1]).
 *
 * @example
 * isHttpsOrLoopbackUrl('http://127.0.0.1:8791') // true
 * isHttpsOrLoopbackUrl('http://accounts.example') // false
 */
export function isHttpsOrLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

/**
 * The first feature listed twice, as `features[i].id: duplicate feature 'x'`; undefined if none.
 *
 * @example
 * findDuplicateFeature(project.features) // "features[2].id: duplicate feature 'email'"
 */
export function findDuplicateFeature(features: readonly { id: string }[]): string | undefined {
  const seen = new Set<string>()
  for (const [index, feature] of features.entries()) {
    if (seen.has(feature.id)) return `features[${index}].id: duplicate feature '${feature.id}'`
    seen.add(feature.id)
  }
  return undefined
}
