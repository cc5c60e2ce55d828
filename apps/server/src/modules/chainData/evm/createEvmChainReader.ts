import { parseChainId } from '@portico/core'
import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { EvmChainConfig, EvmTokenConfig, TokenConfig } from '../config.ts'
import { type ChainReaderOptions, DEFAULT_UPSTREAM_TIMEOUT_MS } from '../readerOptions.ts'

/** A configured EVM chain, its ERC-20s and the viem client that reads them. */
export interface EvmChainReader {
  namespace: 'eip155'
  chain: EvmChainConfig
  tokens: readonly EvmTokenConfig[]
  client: PublicClient<Transport, Chain>
}

/**
 * Builds the reader of one configured EVM chain. No multicall: plain parallel calls work on any
 * node, including a fresh anvil where no multicall contract is deployed.
 *
 * @example
 * const reader = createEvmChainReader(chain, config.tokens)
 * await reader.client.getBlockNumber()
 */
export function createEvmChainReader(
  chain: EvmChainConfig,
  allTokens: readonly TokenConfig[],
  options: ChainReaderOptions = {},
): EvmChainReader {
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
      timeout: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      retryCount: options.retryCount ?? 1,
    }),
  })
  return {
    namespace: 'eip155',
    chain,
    tokens: allTokens.filter(
      (token): token is EvmTokenConfig =>
        token.namespace === 'eip155' && token.caipNetworkId === chain.caipNetworkId,
    ),
    client,
  }
}
