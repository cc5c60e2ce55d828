import type { PublicClient } from 'viem'
import type { QuoteSourceConfig } from '../../config.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import type { QuoteSource } from './QuoteSource.ts'
import { createUniswapV2Source } from './uniswapV2/createUniswapV2Source.ts'

/**
 * One quote source per configured entry, by CAIP-2 id, each reading its chain through the
 * chain's reader (the config check guarantees the chain is a configured EVM chain). Nothing is
 * read until a request comes.
 *
 * @example
 * const sources = createQuoteSources(config.quoteSources, readers)
 * sources.get('eip155:31337')?.spender // the router
 */
export function createQuoteSources(
  configs: readonly QuoteSourceConfig[],
  readers: ReadonlyMap<string, ChainReader>,
): Map<string, QuoteSource> {
  const sources = new Map<string, QuoteSource>()
  for (const config of configs) {
    const reader = readers.get(config.caipNetworkId)
    if (reader?.namespace !== 'eip155') continue
    switch (config.type) {
      case 'uniswap-v2':
        sources.set(
          config.caipNetworkId,
          createUniswapV2Source({ config, client: reader.client as PublicClient }),
        )
        break
    }
  }
  return sources
}
