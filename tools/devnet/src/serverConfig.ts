import { join } from 'node:path'
import { DEV_ACCOUNTS } from './accounts.ts'
import type { DevnetCollection } from './deployCollections.ts'
import type { DevnetToken } from './deployTokens.ts'
import { PORTICO_TOKENS } from './tokens.ts'

/** A chain of the running stack. */
export interface StackChain {
  chainId: number
  name: string
  rpcUrl: string
  port: number
}

/** The shape apps/server reads from PORTICO_CONFIG. */
export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string
  projects: {
    id: string
    name: string
    allowedOrigins: string[]
    features: string[]
  }[]
  chains: {
    caipNetworkId: `eip155:${number}`
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    nativePriceUsd: number
    testnet: boolean
  }[]
  tokens: {
    caipNetworkId: `eip155:${number}`
    address: string
    name: string
    symbol: string
    decimals: number
    priceUsd: number
    iconUrl: string | null
  }[]
  identities: { address: string; name: string }[]
  spamContracts: { caipNetworkId: `eip155:${number}`; address: string }[]
}

export interface BuildServerConfigParameters {
  port: number
  host: string
  stateDir: string
  projectId: string
  demoPort: number
  chains: readonly StackChain[]
  tokens: readonly DevnetToken[]
  collections: readonly DevnetCollection[]
}

/**
 * Names the local identity service gives the dev accounts, so that the demo shows one (local
 * chains have no name service).
 */
export const DEV_ACCOUNT_NAMES: readonly { address: string; name: string }[] = [
  { address: DEV_ACCOUNTS[0].address, name: 'dev-one.portico' },
  { address: DEV_ACCOUNTS[1].address, name: 'dev-two.portico' },
]

/** What the server reports a devnet ETH to be worth. */
export const NATIVE_PRICE_USD = 3000

/**
 * The server's configuration for the stack: one project that allows the demo's origins, the
 * devnet chains, their tokens with fixed prices, names for the first dev accounts, and the spam
 * collection listed as spam.
 *
 * @example
 * const config = buildServerConfig({ port: 8787, host: '127.0.0.1', stateDir, projectId: 'portico-demo', demoPort: 5173, chains, tokens, collections })
 */
export function buildServerConfig(parameters: BuildServerConfigParameters): ServerConfig {
  return {
    port: parameters.port,
    host: parameters.host,
    databaseUrl: `file:${join(parameters.stateDir, 'portico.db')}`,
    projects: [
      {
        id: parameters.projectId,
        name: 'Portico demo',
        allowedOrigins: [
          `http://localhost:${parameters.demoPort}`,
          `http://127.0.0.1:${parameters.demoPort}`,
        ],
        features: [],
      },
    ],
    chains: parameters.chains.map((chain) => ({
      caipNetworkId: `eip155:${chain.chainId}` as const,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      nativePriceUsd: NATIVE_PRICE_USD,
      testnet: false,
    })),
    tokens: parameters.tokens.map((token) => ({
      caipNetworkId: `eip155:${token.chainId}` as const,
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      priceUsd: PORTICO_TOKENS.find((spec) => spec.symbol === token.symbol)?.priceUsd ?? 0,
      iconUrl: null,
    })),
    identities: [...DEV_ACCOUNT_NAMES],
    spamContracts: parameters.collections
      .filter((collection) => collection.spam)
      .map((collection) => ({
        caipNetworkId: `eip155:${collection.chainId}` as const,
        address: collection.address,
      })),
  }
}
