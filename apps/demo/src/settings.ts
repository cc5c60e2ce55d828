import * as v from 'valibot'

/** One chain of the local stack, as tools/devnet describes it in VITE_PORTICO_CHAINS. */
export interface DemoChain {
  chainId: number
  name: string
  rpcUrl: string
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
  testWallet: { enabled: boolean; privateKey: `0x${string}` }
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

const envSchema = v.object({
  VITE_PORTICO_API_URL: v.optional(httpUrl, 'http://127.0.0.1:8787'),
  VITE_PORTICO_PROJECT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'portico-demo'),
  VITE_PORTICO_RELAY_URL: v.optional(wsUrl, 'ws://127.0.0.1:8555'),
  VITE_PORTICO_SECURE_SITE_URL: v.optional(httpUrl, 'http://127.0.0.1:5180'),
  VITE_PORTICO_MAIL_URL: v.optional(httpUrl),
  VITE_PORTICO_CHAINS: v.optional(v.string()),
  VITE_PORTICO_TEST_WALLET: v.optional(v.string()),
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

  let chains = DEFAULT_CHAINS
  if (settings.VITE_PORTICO_CHAINS) {
    let json: unknown
    try {
      json = JSON.parse(settings.VITE_PORTICO_CHAINS)
    } catch {
      throw new DemoSettingsError('VITE_PORTICO_CHAINS is not valid JSON')
    }
    const parsedChains = v.safeParse(chainsSchema, json)
    if (!parsedChains.success) throw new DemoSettingsError(v.summarize(parsedChains.issues))
    chains = parsedChains.output as [DemoChain, ...DemoChain[]]
  }

  return {
    apiUrl: settings.VITE_PORTICO_API_URL.replace(/\/+$/, ''),
    projectId: settings.VITE_PORTICO_PROJECT_ID,
    relayUrl: settings.VITE_PORTICO_RELAY_URL,
    secureSiteUrl: settings.VITE_PORTICO_SECURE_SITE_URL.replace(/\/+$/, ''),
    ...(settings.VITE_PORTICO_MAIL_URL ? { mailUrl: settings.VITE_PORTICO_MAIL_URL } : {}),
    chains,
    testWallet: {
      enabled: settings.VITE_PORTICO_TEST_WALLET === '1',
      privateKey: (settings.VITE_PORTICO_TEST_WALLET_KEY ?? ANVIL_DEV_KEY) as `0x${string}`,
    },
  }
}
