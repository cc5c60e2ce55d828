import { type Address, type Chain, defineChain, getAddress } from 'viem'

/** The example's settings, from Vite's env; unset, they are the local devnet's (`npm run demo`). */
export interface ExampleSettings {
  apiUrl: string
  projectId: string
  relayUrl: string
  secureSiteUrl: string
  chains: readonly [Chain, ...Chain[]]
  /** An ERC-20 on the first chain, to read and write with wagmi's hooks. */
  token: Address
}

interface ChainSetting {
  chainId: number
  name: string
  rpcUrl: string
}

const LOCAL_CHAINS: ChainSetting[] = [
  { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Portico Local 2', rpcUrl: 'http://127.0.0.1:8546' },
]

// The devnet's PUSD: the first contract its deployer creates on a fresh chain.
const LOCAL_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

export function readSettings(env: Record<string, string | undefined>): ExampleSettings {
  const chainSettings: ChainSetting[] = env.VITE_PORTICO_CHAINS
    ? JSON.parse(env.VITE_PORTICO_CHAINS)
    : LOCAL_CHAINS
  const chains = chainSettings.map(({ chainId, name, rpcUrl }) =>
    defineChain({
      id: chainId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      // Not testnets: the kit shows their balances (spec §9 shows '0.00' on a testnet), as the
      // demo does for the same local chains.
      testnet: false,
    }),
  )
  const [first, ...rest] = chains
  if (!first) throw new Error('VITE_PORTICO_CHAINS must list at least one chain')
  return {
    apiUrl: env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787',
    projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
    relayUrl: env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8555',
    secureSiteUrl: env.VITE_PORTICO_SECURE_SITE_URL ?? 'http://127.0.0.1:5180',
    chains: [first, ...rest],
    token: getAddress(env.VITE_EXAMPLE_TOKEN ?? LOCAL_TOKEN),
  }
}
