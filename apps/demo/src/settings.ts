import * as v from 'valibot'

/** One chain of the local stack, as tools/devnet describes it in VITE_PORTICO_CHAINS. */
export interface DemoChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The local Solana network (tools/local-solana), as the devnet describes it in VITE_PORTICO_SOLANA. */
export interface DemoSolana {
  /** `solana:<genesis hash prefix>`. */
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
}

/** The local Bitcoin regtest data service (tools/local-bitcoin), from VITE_PORTICO_BITCOIN. */
export interface DemoBitcoin {
  caipNetworkId: `bip122:${string}`
  name: string
  /** The Esplora-shaped API's base URL. */
  esploraUrl: string
}

/** One key of the Bitcoin test wallet: hex private key and its nominal derivation path. */
export interface DemoBitcoinKey {
  privateKeyHex: string
  path: string
}

export interface DemoSettings {
  apiUrl: string
  projectId: string
  /** The WalletConnect relay (`ws://…`): the devnet's local one by default. */
  relayUrl: string
  /** The embedded wallet's page (apps/secure-site), on its own origin. */
  secureSiteUrl: string
  /** The devnet's local mailbox, where sign-in codes arrive; unset outside the devnet. */
  mailUrl?: string
  chains: readonly [DemoChain, ...DemoChain[]]
  /** Set when the devnet runs a local Solana network; the demo is EVM-only otherwise. */
  solana?: DemoSolana
  /** Set when the devnet runs the local Bitcoin service. */
  bitcoin?: DemoBitcoin
  testWallet: {
    enabled: boolean
    privateKey: `0x${string}`
    /** The Solana test wallet's Ed25519 seed (hex), when the devnet gives one. */
    solanaSeedHex?: string
    /** The Bitcoin test wallet's payment (P2WPKH) and ordinal (P2TR) keys. */
    bitcoinKeys?: { payment: DemoBitcoinKey; ordinal: DemoBitcoinKey }
  }
}

export const DEFAULT_CHAINS: readonly [DemoChain, ...DemoChain[]] = [
  { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Portico Local 2', rpcUrl: 'http://127.0.0.1:8546' },
]

/** Anvil's first dev account: public knowledge, holds only local test ether. */
const ANVIL_DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const httpUrl = v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i, 'http(s) URL'))

const wsUrl = v.pipe(v.string(), v.trim(), v.url(), v.regex(/^wss?:\/\//i, 'ws(s) URL'))

const chainSchema = v.object({
  chainId: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(1),
  ),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  rpcUrl: httpUrl,
})

const chainsSchema = v.pipe(
  v.array(chainSchema),
  v.nonEmpty('VITE_PORTICO_CHAINS must list at least one chain'),
  v.check(
    (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
    'VITE_PORTICO_CHAINS lists a chain id twice',
  ),
)

const hexKey = v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{64}$/, 'a 32-byte hex key'))

const solanaSchema = v.object({
  caipNetworkId: v.pipe(v.string(), v.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'solana:<ref>')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  rpcUrl: httpUrl,
})

const bitcoinSchema = v.object({
  caipNetworkId: v.pipe(v.string(), v.regex(/^bip122:[0-9a-f]{32}$/, 'bip122:<32 hex>')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  esploraUrl: httpUrl,
})

const bitcoinKeySchema = v.object({
  privateKeyHex: hexKey,
  path: v.pipe(v.string(), v.regex(/^m(\/\d+'?)*$/, "a derivation path like m/84'/1'/0'/0/0")),
})

const bitcoinKeysSchema = v.object({ payment: bitcoinKeySchema, ordinal: bitcoinKeySchema })

const envSchema = v.object({
  VITE_PORTICO_API_URL: v.optional(httpUrl, 'http://127.0.0.1:8787'),
  VITE_PORTICO_PROJECT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'portico-demo'),
  VITE_PORTICO_RELAY_URL: v.optional(wsUrl, 'ws://127.0.0.1:8555'),
  VITE_PORTICO_SECURE_SITE_URL: v.optional(httpUrl, 'http://127.0.0.1:5180'),
  VITE_PORTICO_MAIL_URL: v.optional(httpUrl),
  VITE_PORTICO_CHAINS: v.optional(v.string()),
  VITE_PORTICO_SOLANA: v.optional(v.string()),
  VITE_PORTICO_BITCOIN: v.optional(v.string()),
  VITE_PORTICO_TEST_WALLET: v.optional(v.string()),
  VITE_PORTICO_SOLANA_TEST_WALLET_SEED: v.optional(hexKey),
  VITE_PORTICO_BITCOIN_TEST_WALLET_KEYS: v.optional(v.string()),
  VITE_PORTICO_TEST_WALLET_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key')),
  ),
})

/** A setting that is present but unusable: the page says which one instead of half-working. */
export class DemoSettingsError extends Error {
  override name = 'DemoSettingsError'
}

/**
 * The demo's settings from Vite's env (set by tools/devnet), each checked with a schema;
 * anything unset falls back to the local two-chain stack.
 *
 * @example
 * readSettings(import.meta.env).chains[0].chainId // 31337
 */
export function readSettings(env: Readonly<Record<string, unknown>>): DemoSettings {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('VITE_PORTICO_') && value !== ''),
  )
  const parsed = v.safeParse(envSchema, picked)
  if (!parsed.success) throw new DemoSettingsError(v.summarize(parsed.issues))
  const settings = parsed.output

  const chains = settings.VITE_PORTICO_CHAINS
    ? (parseJsonSetting('VITE_PORTICO_CHAINS', settings.VITE_PORTICO_CHAINS, chainsSchema) as [
        DemoChain,
        ...DemoChain[],
      ])
    : DEFAULT_CHAINS
  const solana =
    settings.VITE_PORTICO_SOLANA &&
    (parseJsonSetting(
      'VITE_PORTICO_SOLANA',
      settings.VITE_PORTICO_SOLANA,
      solanaSchema,
    ) as DemoSolana)
  const bitcoin =
    settings.VITE_PORTICO_BITCOIN &&
    (parseJsonSetting(
      'VITE_PORTICO_BITCOIN',
      settings.VITE_PORTICO_BITCOIN,
      bitcoinSchema,
    ) as DemoBitcoin)
  const bitcoinKeys =
    settings.VITE_PORTICO_BITCOIN_TEST_WALLET_KEYS &&
    parseJsonSetting(
      'VITE_PORTICO_BITCOIN_TEST_WALLET_KEYS',
      settings.VITE_PORTICO_BITCOIN_TEST_WALLET_KEYS,
      bitcoinKeysSchema,
    )

  return {
    apiUrl: settings.VITE_PORTICO_API_URL.replace(/\/+$/, ''),
    projectId: settings.VITE_PORTICO_PROJECT_ID,
    relayUrl: settings.VITE_PORTICO_RELAY_URL,
    secureSiteUrl: settings.VITE_PORTICO_SECURE_SITE_URL.replace(/\/+$/, ''),
    ...(settings.VITE_PORTICO_MAIL_URL ? { mailUrl: settings.VITE_PORTICO_MAIL_URL } : {}),
    chains,
    ...(solana ? { solana } : {}),
    ...(bitcoin ? { bitcoin } : {}),
    testWallet: {
      enabled: settings.VITE_PORTICO_TEST_WALLET === '1',
      privateKey: (settings.VITE_PORTICO_TEST_WALLET_KEY ?? ANVIL_DEV_KEY) as `0x${string}`,
      ...(settings.VITE_PORTICO_SOLANA_TEST_WALLET_SEED
        ? { solanaSeedHex: settings.VITE_PORTICO_SOLANA_TEST_WALLET_SEED }
        : {}),
      ...(bitcoinKeys ? { bitcoinKeys } : {}),
    },
  }
}

/** A JSON-valued setting, parsed and checked; the error names the variable. */
function parseJsonSetting<T>(name: string, raw: string, schema: v.GenericSchema<unknown, T>): T {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new DemoSettingsError(`${name} is not valid JSON`)
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) throw new DemoSettingsError(`${name}: ${v.summarize(parsed.issues)}`)
  return parsed.output
}
