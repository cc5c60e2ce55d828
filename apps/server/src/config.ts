import { isIP } from 'node:net'
import * as v from 'valibot'
import { ConfigError } from './errors/ConfigError.ts'
import { authConfigEntries, findAuthProblem } from './modules/auth/config.ts'
import {
  chainDataConfigEntries,
  findChainsProblem,
  findIdentitiesProblem,
  findTokensProblem,
} from './modules/chainData/config.ts'
import { convertConfigEntries, findQuoteSourcesProblem } from './modules/convert/config.ts'
import { directoryConfigEntries } from './modules/directory/config.ts'
import { embeddedWalletConfigEntries } from './modules/embeddedWallet/config.ts'
import { findOnrampProblem, onrampConfigEntries } from './modules/onramp/config.ts'
import { ensGatewayConfigEntries } from './modules/profile/ensGatewayConfig.ts'
import { findProjectsProblem, projectsConfigEntries } from './modules/projects/config.ts'
import { smartAccountsConfigEntries } from './modules/smartAccounts/config.ts'
import { durationMs, nonEmptyText } from './schema/configFields.ts'
import { formatIssue } from './schema/formatIssue.ts'

/*
 * The config file, composed: each module owns its keys (`modules/<name>/config.ts`: schema,
 * defaults, types and the checks across its fields); this file lists every key once, in the
 * order issues are reported, and holds what no one module owns (listen address, database,
 * Redis, log level, HTTP timeouts) and the checks between modules.
 */

/** Log levels of Fastify's pino logger. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** A `redis://` or `rediss://` URL (exported for the `REDIS_URL` override). */
export const redisUrl = v.pipe(
  v.string(),
  v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
  v.url('must be a redis:// or rediss:// URL'),
)

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

/** What the idle timeout must leave the device long poll beyond `auth.deviceWaitMs`. */
export const DEVICE_WAIT_IDLE_MARGIN_MS = 5_000

/**
 * The valibot schema of the JSON config file (see portico.config.example.json). Keys are
 * checked in this order, so the first bad one is the one reported.
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
  projectCacheMs: projectsConfigEntries.projectCacheMs,
  dataDir: directoryConfigEntries.dataDir,
  projects: projectsConfigEntries.projects,
  chains: chainDataConfigEntries.chains,
  tokens: chainDataConfigEntries.tokens,
  identities: chainDataConfigEntries.identities,
  quoteSources: convertConfigEntries.quoteSources,
  spamContracts: chainDataConfigEntries.spamContracts,
  indexer: chainDataConfigEntries.indexer,
  /** HTTP timeouts (request, headers, idle connection, keep-alive). */
  http: v.optional(httpSchema, {}),
  balances: chainDataConfigEntries.balances,
  auth: authConfigEntries.auth,
  onramp: onrampConfigEntries.onramp,
  pay: onrampConfigEntries.pay,
  /** The ENS (ERC-3668) gateway for the registered names; absent: off (docs/names.md). */
  ensGateway: ensGatewayConfigEntries.ensGateway,
  /**
   * The verifying paymaster's signer key for the chains' `accountAbstraction.paymaster`
   * (module `smartAccounts`); `PORTICO_PAYMASTER_SIGNER_KEY` wins over it. A secret.
   */
  paymasterSignerKey: smartAccountsConfigEntries.paymasterSignerKey,
  /** The embedded wallet's networks beyond spec §9's list (module `embeddedWallet`). */
  embeddedWallet: embeddedWalletConfigEntries.embeddedWallet,
})

/** The config as the server uses it: every default applied, addresses checksummed. */
export type ServerConfig = v.InferOutput<typeof serverConfigSchema>
/** The config as written in the JSON file. */
export type ServerConfigInput = v.InferInput<typeof serverConfigSchema>
export type HttpConfig = ServerConfig['http']

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

// What the schema cannot see one field at a time (duplicates, references between lists,
// bounds between sections), in the order they are reported: the first found wins.
const crossFieldChecks: readonly ((config: ServerConfig) => string | undefined)[] = [
  (config) => findProjectsProblem(config.projects),
  (config) => findChainsProblem(config.chains),
  (config) => findTokensProblem(config.tokens, config.chains),
  (config) => findQuoteSourcesProblem(config.quoteSources, config.chains),
  (config) => findIdentitiesProblem(config.identities),
  (config) => findOnrampProblem(config.onramp, config.pay),
  findHttpProblem,
  (config) => findAuthProblem(config.auth),
]

function findCrossFieldProblem(config: ServerConfig): string | undefined {
  for (const check of crossFieldChecks) {
    const problem = check(config)
    if (problem !== undefined) return problem
  }
  return undefined
}

// The HTTP timeouts against each other, and the idle timeout against auth's long poll.
function findHttpProblem({ http, auth }: ServerConfig): string | undefined {
  if (http.headersTimeoutMs > http.requestTimeoutMs)
    return `http.headersTimeoutMs: must be at most http.requestTimeoutMs (${http.requestTimeoutMs})`
  if (auth !== undefined && http.idleTimeoutMs < auth.deviceWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS)
    return `http.idleTimeoutMs: must be at least auth.deviceWaitMs + ${DEVICE_WAIT_IDLE_MARGIN_MS} (${auth.deviceWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS}): the device long poll is silent that long`
  const farcasterWaitMs = auth?.farcaster?.connectWaitMs
  if (
    farcasterWaitMs !== undefined &&
    http.idleTimeoutMs < farcasterWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS
  )
    return `http.idleTimeoutMs: must be at least auth.farcaster.connectWaitMs + ${DEVICE_WAIT_IDLE_MARGIN_MS} (${farcasterWaitMs + DEVICE_WAIT_IDLE_MARGIN_MS}): the Farcaster long poll is silent that long`
  return undefined
}
