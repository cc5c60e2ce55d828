import {
  type BitcoinChainReader,
  createBitcoinChainReader,
} from './bitcoin/createBitcoinChainReader.ts'
import type { ChainConfig, TokenConfig } from './config.ts'
import { createEvmChainReader, type EvmChainReader } from './evm/createEvmChainReader.ts'
import type { ChainReaderOptions } from './readerOptions.ts'
import {
  createSolanaChainReader,
  type SolanaChainReader,
} from './solana/createSolanaChainReader.ts'

/** The reader of one configured chain, told apart by `namespace`. */
export type ChainReader = EvmChainReader | SolanaChainReader | BitcoinChainReader

/**
 * Builds the reader for one configured chain, of the chain's family.
 *
 * @example
 * const reader = createChainReader(config.chains[0], config.tokens)
 * if (reader.namespace === 'eip155') await reader.client.getBlockNumber()
 */
export function createChainReader(
  chain: ChainConfig,
  tokens: readonly TokenConfig[],
  options: ChainReaderOptions = {},
): ChainReader {
  switch (chain.namespace) {
    case 'eip155':
      return createEvmChainReader(chain, tokens, options)
    case 'solana':
      return createSolanaChainReader(chain, tokens, options)
    case 'bip122':
      return createBitcoinChainReader(chain, options)
  }
}

/**
 * A reader for every configured chain, by CAIP-2 id, in the config's order.
 *
 * @example
 * const readers = createChainReaders(config.chains, config.tokens)
 * readers.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.namespace // 'solana'
 */
export function createChainReaders(
  chains: readonly ChainConfig[],
  tokens: readonly TokenConfig[],
  options: ChainReaderOptions = {},
): Map<string, ChainReader> {
  return new Map(
    chains.map((chain) => [chain.caipNetworkId, createChainReader(chain, tokens, options)]),
  )
}
