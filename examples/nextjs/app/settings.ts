import * as v from 'valibot'

/** One EVM chain the example offers, e.g. the local stack's anvil. */
export interface ExampleChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** What the page needs to configure the kit, read on the server from the environment. */
export interface ExampleSettings {
  apiUrl: string
  projectId: string
  chains: [ExampleChain, ...ExampleChain[]]
}

const httpUrl = v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i, 'http(s) URL'))

const chainsSchema = v.pipe(
  v.array(
    v.object({
      chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      rpcUrl: httpUrl,
    }),
  ),
  v.nonEmpty('PORTICO_CHAINS must list at least one chain'),
)

const envSchema = v.object({
  PORTICO_API_URL: v.optional(httpUrl, 'http://127.0.0.1:8787'),
  PORTICO_PROJECT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'portico-demo'),
  /** JSON: `[{ "chainId": 31337, "name": "Portico Local", "rpcUrl": "http://127.0.0.1:8545" }]`. */
  PORTICO_CHAINS: v.optional(v.string()),
})

const DEFAULT_CHAINS: [ExampleChain, ...ExampleChain[]] = [
  { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Portico Local 2', rpcUrl: 'http://127.0.0.1:8546' },
]

/**
 * The example's settings from `PORTICO_API_URL`, `PORTICO_PROJECT_ID` and `PORTICO_CHAINS`
 * (JSON), with the local devnet's defaults (`npm run demo`). A malformed value throws, naming it.
 *
 * @example
 * const settings = readSettings(process.env)
 */
export function readSettings(env: Readonly<Record<string, string | undefined>>): ExampleSettings {
  const parsed = v.parse(envSchema, {
    PORTICO_API_URL: env.PORTICO_API_URL,
    PORTICO_PROJECT_ID: env.PORTICO_PROJECT_ID,
    PORTICO_CHAINS: env.PORTICO_CHAINS,
  })
  const chains = parsed.PORTICO_CHAINS
    ? v.parse(chainsSchema, JSON.parse(parsed.PORTICO_CHAINS))
    : DEFAULT_CHAINS
  const [first, ...rest] = chains
  if (!first) throw new Error('PORTICO_CHAINS must list at least one chain')
  return {
    apiUrl: parsed.PORTICO_API_URL,
    projectId: parsed.PORTICO_PROJECT_ID,
    chains: [first, ...rest],
  }
}
