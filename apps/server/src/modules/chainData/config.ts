import * as v from 'valibot'
import { BITCOIN_NETWORKS, bitcoinNetworkOf } from '../../chains/bitcoinNetworks.ts'
import {
  BIP122_NETWORK_ID_PATTERN,
  SOLANA_NETWORK_ID_PATTERN,
} from '../../chains/chainNamespace.ts'
import { isSolanaAddress } from '../../chains/isSolanaAddress.ts'
import { SOLANA_ADDRESS_MESSAGE } from '../../chains/solanaAddressMessage.ts'
import { byNamespace } from '../../schema/byNamespace.ts'
import {
  decimals,
  durationMs,
  eip155NetworkId,
  evmAddress,
  httpUrl,
  nonEmptyText,
  positiveInteger,
  usdPrice,
} from '../../schema/configFields.ts'
import { accountAbstractionSchema } from '../smartAccounts/config.ts'

/*
 * The chain data module's part of the config file: `chains`, `tokens`, `identities`,
 * `spamContracts`, `indexer` and `balances`. Composed with the other modules' parts in
 * src/config.ts. (The RPC gateway and the swap routes read `chains` too.)
 */

const SOLANA_NETWORK_ID_MESSAGE =
  "must be a Solana CAIP-2 id: 'solana:' and the first 32 base58 characters of the genesis hash"
const BIP122_NETWORK_ID_MESSAGE =
  "must be a Bitcoin CAIP-2 id: 'bip122:' and the first 32 hex characters of the genesis block hash"
const CHAIN_NAMESPACE_MESSAGE =
  "must be a CAIP-2 id of an EVM, Solana or Bitcoin chain ('eip155:…', 'solana:…', 'bip122:…')"

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
    /** ERC-4337 on this chain (module `smartAccounts`); absent: no smart accounts here. */
    accountAbstraction: v.optional(accountAbstractionSchema),
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

/** A name and avatar an address goes by, served by `GET /v1/identity/:address` (spec §7). */
const identitySchema = v.strictObject({
  address: evmAddress,
  name: nonEmptyText(100),
  avatar: v.optional(v.nullable(httpUrl), null),
})

/** A token contract the history marks as spam (`flags.is_spam`) and balances leave out. */
const spamContractSchema = v.strictObject({
  caipNetworkId: eip155NetworkId,
  address: evmAddress,
})

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
 * The config file's keys that this module reads, each with its default.
 *
 * @example
 * v.parse(v.strictObject(chainDataConfigEntries), { chains: [] }).indexer.batchBlocks // 50
 */
export const chainDataConfigEntries = {
  chains: v.optional(v.array(chainSchema), []),
  tokens: v.optional(v.array(tokenSchema), []),
  /** Names and avatars by address; local chains have no name service of their own. */
  identities: v.optional(v.array(identitySchema), []),
  /** Token contracts (ERC-20 or ERC-721) treated as spam. */
  spamContracts: v.optional(v.array(spamContractSchema), []),
  indexer: v.optional(indexerSchema, {}),
  /** Bounds on forced balance reads (`forceUpdate`). */
  balances: v.optional(balancesSchema, {}),
}

export type ChainConfig = v.InferOutput<typeof chainSchema>
export type EvmChainConfig = Extract<ChainConfig, { namespace: 'eip155' }>
export type SolanaChainConfig = Extract<ChainConfig, { namespace: 'solana' }>
export type BitcoinChainConfig = Extract<ChainConfig, { namespace: 'bip122' }>
export type TokenConfig = v.InferOutput<typeof tokenSchema>
export type EvmTokenConfig = Extract<TokenConfig, { namespace: 'eip155' }>
export type SolanaTokenConfig = Extract<TokenConfig, { namespace: 'solana' }>
export type IdentityConfig = v.InferOutput<typeof identitySchema>
export type SpamContractConfig = v.InferOutput<typeof spamContractSchema>
export type IndexerConfig = v.InferOutput<typeof indexerSchema>
export type BalancesConfig = v.InferOutput<typeof balancesSchema>

/**
 * A chain listed twice, as `chains[i].caipNetworkId: …`; undefined if none.
 *
 * @example
 * findChainsProblem(config.chains) // "chains[1].caipNetworkId: duplicate chain 'eip155:31337'"
 */
export function findChainsProblem(chains: readonly ChainConfig[]): string | undefined {
  const chainIds = new Set<string>()
  for (const [index, chain] of chains.entries()) {
    if (chainIds.has(chain.caipNetworkId))
      return `chains[${index}].caipNetworkId: duplicate chain '${chain.caipNetworkId}'`
    chainIds.add(chain.caipNetworkId)
  }
  return undefined
}

/**
 * A token on a chain not in `chains`, or listed twice, as `tokens[i].…: …`; undefined if none.
 *
 * @example
 * findTokensProblem(config.tokens, config.chains) // "tokens[0].caipNetworkId: 'eip155:1' is not listed in chains"
 */
export function findTokensProblem(
  tokens: readonly TokenConfig[],
  chains: readonly ChainConfig[],
): string | undefined {
  const chainIds = new Set(chains.map((chain) => chain.caipNetworkId))
  const tokenKeys = new Set<string>()
  for (const [index, token] of tokens.entries()) {
    if (!chainIds.has(token.caipNetworkId))
      return `tokens[${index}].caipNetworkId: '${token.caipNetworkId}' is not listed in chains`
    const key = `${token.caipNetworkId}:${token.address}`
    if (tokenKeys.has(key)) return `tokens[${index}].address: duplicate token ${token.address}`
    tokenKeys.add(key)
  }
  return undefined
}

/**
 * An address given two identities, as `identities[i].address: …`; undefined if none.
 *
 * @example
 * findIdentitiesProblem(config.identities) // 'identities[1].address: duplicate address 0xf39F…'
 */
export function findIdentitiesProblem(identities: readonly IdentityConfig[]): string | undefined {
  const identityAddresses = new Set<string>()
  for (const [index, identity] of identities.entries()) {
    if (identityAddresses.has(identity.address))
      return `identities[${index}].address: duplicate address ${identity.address}`
    identityAddresses.add(identity.address)
  }
  return undefined
}
