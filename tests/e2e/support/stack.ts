import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, defineChain, http, type PublicClient } from 'viem'

export const STATE_DIR = join(
  fileURLToPath(new URL('../../..', import.meta.url)),
  '.portico',
  'e2e',
)
export const STACK_FILE = join(STATE_DIR, 'stack.json')

export interface StackInfo {
  chains: { chainId: number; name: string; rpcUrl: string; port: number }[]
  tokens: {
    chainId: number
    address: `0x${string}`
    symbol: string
    name: string
    decimals: number
  }[]
  /** ERC-721 collections on every chain; anyone may mint. The spam one is listed as spam. */
  collections: { chainId: number; address: `0x${string}`; name: string; spam: boolean }[]
  accounts: readonly { address: `0x${string}`; privateKey: `0x${string}` }[]
  serverUrl: string
  demoUrl: string
  projectId: string
  /** The local WalletConnect relay, started with its HTTP control routes. */
  relayUrl: string
  /** The embedded wallet's page (apps/secure-site), on its own origin. */
  secureSiteUrl: string
  /** The mail catcher's inbox; its JSON API is `${mailUrl}/api/messages?to=`. */
  mailUrl: string
  /**
   * The on-ramp sandbox: checkout pages (test card 4242 4242 4242 4242), the Sandbox Exchange,
   * and its API (`/api/checkouts/:id`, `/api/exchange/payments/:id` for a session's status).
   */
  onrampSandboxUrl: string
  /** How long the stack's sign-in codes live (shortened so that expiry can be tested). */
  authCodeTtlMs: number
  /** The local Solana network: its name in the demo, JSON-RPC URL and CAIP-2 id. */
  solana: { name: string; url: string; caipNetworkId: string }
  /** The local Bitcoin regtest service: its name in the demo, Esplora base URL and CAIP-2 id. */
  bitcoin: { name: string; url: string; caipNetworkId: string }
  /** ENS on every anvil chain: the universal resolver is viem's `universalResolverAddress`. */
  ens: { chainId: number; universalResolver: `0x${string}`; zone: string }[]
  /**
   * ERC-4337 on every anvil chain: the EntryPoint (v0.8), Portico's smart account factory
   * (viem's `toSoladySmartAccount`, salt = owner + 12 zero bytes), the verifying paymaster and
   * its signer, and the chain's bundler (the server forwards `/v1/bundler/:chainId` to it).
   */
  accountAbstraction: {
    chainId: number
    entryPoint: `0x${string}`
    entryPointVersion: '0.8'
    factory: `0x${string}`
    accountFactory: `0x${string}`
    accountImplementation: `0x${string}`
    paymaster: `0x${string}`
    paymasterSigner: `0x${string}`
    bundlerUrl: string
  }[]
  /**
   * Sign In With Farcaster: the local relay (tools/local-farcaster-relay; the modal's URL is a
   * page on it), the ID registry stand-in on chain 31337 (at Farcaster's IdRegistry address) and
   * the registered test fids with their custody keys, for `approveFarcasterSignIn` of
   * `@portico/farcaster-test-client`.
   */
  farcaster: {
    relayUrl: string
    idRegistry: `0x${string}`
    accounts: { fid: number; custodyPrivateKey: `0x${string}`; username: string }[]
  }
}

let cached: StackInfo | undefined

/** What global setup started: chains, tokens, dev accounts and URLs. */
export function stackInfo(): StackInfo {
  cached ??= JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo
  return cached
}

/** A viem client on one of the test stack's anvil chains, to check what the UI shows. */
export function chainClient(chainId: number): PublicClient {
  const chain = stackInfo().chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`No test chain ${chainId}`)
  return createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
}
