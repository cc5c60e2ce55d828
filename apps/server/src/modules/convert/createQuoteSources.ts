import type { PublicClient } from 'viem'
import type { SharedState } from '../../shared/createSharedState.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import type { QuoteSourceConfig } from './config.ts'
import type { QuoteSource } from './QuoteSource.ts'
import { createUniswapV2Source } from './uniswapV2/createUniswapV2Source.ts'

/**
 * One quote source per configured entry, by CAIP-2 id, each reading its chain through the
 * chain's reader (the config check guarantees the chain is a configured EVM chain). Nothing is
 * read until a request comes. Reserves are cached in `shared` (per chain), when given.
 *
 * @example
 * const sources = createQuoteSources(config.quoteSources, readers)
 * sources.get('eip155:31337')?.spender // the router
 */
export function createQuoteSources(
  configs: readonly QuoteSourceConfig[],
  readers: ReadonlyMap<string, ChainReader>,
  shared?: SharedState,
): Map<string, QuoteSource> {
  const sources = new Map<string, QuoteSource>()
  for (const config of configs) {
    const reader = readers.get(config.caipNetworkId)
    if (reader?.namespace !== 'eip155') continue
    switch (config.type) {
      case 'uniswap-v2':
        sources.set(
          config.caipNetworkId,
          createUniswapV2Source({
            config,
            client: reader.client as PublicClient,
            // Pair addresses repeat across chains (the devnet deploys at the same ones).
            ...(shared === undefined
              ? {}
              : { reserveCache: shared.cache(`uniswap-v2-reserves:${config.caipNetworkId}`) }),
          }),
        )
        break
    }
  }
  return sources
}
