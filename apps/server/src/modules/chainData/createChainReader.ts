import { parseChainId } from '@portico/core'
import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ChainConfig, TokenConfig } from '../../config.ts'

/** A configured chain, its tokens and the viem client that reads them. */
export interface ChainReader {
  chain: ChainConfig
  tokens: readonly TokenConfig[]
  client: PublicClient<Transport, Chain>
}

export interface CreateChainReaderOptions {
  /** Per RPC request; viem's own default is 10 s. */
  timeoutMs?: number
  /** Retries of a failed RPC request (viem backs off from 150 ms). */
  retryCount?: number
}

/**
 * Builds the reader for one configured chain. No multicall: plain parallel calls work on any
 * node, including a fresh anvil where no multicall contract is deployed.
 *
 * @example
 * const reader = createChainReader(config.chains[0], config.tokens)
 */
export function createChainReader(
  chain: ChainConfig,
  allTokens: readonly TokenConfig[],
  options: CreateChainReaderOptions = {},
): ChainReader {
  const reference = chain.caipNetworkId.slice('eip155:'.length)
  const viemChain = defineChain({
    id: parseChainId(reference),
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet,
  })
  const client = createPublicClient({
    chain: viemChain,
    transport: http(chain.rpcUrl, {
      timeout: options.timeoutMs ?? 10_000,
      retryCount: options.retryCount ?? 1,
    }),
  })
  return {
    chain,
    tokens: allTokens.filter((token) => token.caipNetworkId === chain.caipNetworkId),
    client,
  }
}

/**
 * A reader for every configured chain, by CAIP-2 id.
 *
 * @example
 * const readers = createChainReaders(config.chains, config.tokens)
 * readers.get('eip155:31337')?.client.getBlockNumber()
 */
export function createChainReaders(
  chains: readonly ChainConfig[],
  tokens: readonly TokenConfig[],
  options: CreateChainReaderOptions = {},
): Map<string, ChainReader> {
  return new Map(
    chains.map((chain) => [chain.caipNetworkId, createChainReader(chain, tokens, options)]),
  )
}
