import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { SolanaChainConfig, SolanaTokenConfig, TokenConfig } from '../config.ts'
import { type ChainReaderOptions, DEFAULT_UPSTREAM_TIMEOUT_MS } from '../readerOptions.ts'

/** A configured Solana chain, its SPL mints and the @solana/kit RPC client that reads them. */
export interface SolanaChainReader {
  namespace: 'solana'
  chain: SolanaChainConfig
  tokens: readonly SolanaTokenConfig[]
  rpc: Rpc<SolanaRpcApi>
  timeoutMs: number
}

/**
 * Builds the reader of one configured Solana chain.
 *
 * @example
 * const reader = createSolanaChainReader(chain, config.tokens)
 * await reader.rpc.getSlot().send()
 */
export function createSolanaChainReader(
  chain: SolanaChainConfig,
  allTokens: readonly TokenConfig[],
  options: ChainReaderOptions = {},
): SolanaChainReader {
  return {
    namespace: 'solana',
    chain,
    tokens: allTokens.filter(
      (token): token is SolanaTokenConfig =>
        token.namespace === 'solana' && token.caipNetworkId === chain.caipNetworkId,
    ),
    rpc: createSolanaRpc(chain.rpcUrl),
    timeoutMs: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
  }
}
