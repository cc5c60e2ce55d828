// What the runner (tests/consumers/run.ts, bench/run.ts) gives the build, as a dApp's own
// settings would be: the Portico server, the project, the chains.
// Each variable is read by name: Vite inlines only those, where `import.meta.env` as a whole
// would put every VITE_* variable of the build's environment into the bundle.
const env: Record<string, string | undefined> = {
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_PROJECT_ID: import.meta.env.VITE_PROJECT_ID,
  VITE_CHAIN_ID: import.meta.env.VITE_CHAIN_ID,
  VITE_RPC_URL: import.meta.env.VITE_RPC_URL,
  VITE_RELAY_URL: import.meta.env.VITE_RELAY_URL,
  VITE_SECURE_SITE_URL: import.meta.env.VITE_SECURE_SITE_URL,
  VITE_SOLANA: import.meta.env.VITE_SOLANA,
  VITE_BITCOIN: import.meta.env.VITE_BITCOIN,
}

export interface Settings {
  apiUrl: string
  projectId: string
  chainId: number
  rpcUrl: string
  relayUrl: string
  secureSiteUrl: string
  solana?: { caipNetworkId: string; rpcUrl: string }
  bitcoin?: { caipNetworkId: string; esploraUrl: string }
}

function required(name: string): string {
  const value = env[name]
  if (typeof value !== 'string' || !value) throw new Error(`${name} is not set`)
  return value
}

function optionalJson<T>(name: string): T | undefined {
  const value = env[name]
  return typeof value === 'string' && value ? (JSON.parse(value) as T) : undefined
}

export function readSettings(): Settings {
  const solana = optionalJson<Settings['solana']>('VITE_SOLANA')
  const bitcoin = optionalJson<Settings['bitcoin']>('VITE_BITCOIN')
  return {
    apiUrl: required('VITE_API_URL'),
    projectId: required('VITE_PROJECT_ID'),
    chainId: Number(required('VITE_CHAIN_ID')),
    rpcUrl: required('VITE_RPC_URL'),
    relayUrl: env.VITE_RELAY_URL || 'ws://127.0.0.1:1',
    secureSiteUrl: env.VITE_SECURE_SITE_URL || 'http://127.0.0.1:1',
    ...(solana ? { solana } : {}),
    ...(bitcoin ? { bitcoin } : {}),
  }
}
