import type { Address } from 'viem'
import type { ChainConfig, TokenConfig } from '../chainData/config.ts'
import type { SwapToken } from './QuoteSource.ts'

/** A swappable token with the icon the config gives it, if any. */
export interface ListedSwapToken extends SwapToken {
  iconUrl: string | null
}

/**
 * The tokens the swap routes know per EVM chain: its native currency, then the configured
 * ERC-20s, in the config's order. Anything else is an unknown token to them.
 *
 * @example
 * const swapTokens = createSwapTokenList(config.chains, config.tokens)
 * swapTokens.find('eip155:31337', '0xeeee…eeee')?.symbol // 'ETH'
 */
export function createSwapTokenList(
  chains: readonly ChainConfig[],
  tokens: readonly TokenConfig[],
) {
  const byChain = new Map<string, ListedSwapToken[]>()
  for (const chain of chains) {
    if (chain.namespace !== 'eip155') continue
    byChain.set(chain.caipNetworkId, [
      {
        address: 'native',
        symbol: chain.nativeCurrency.symbol,
        name: chain.nativeCurrency.name,
        decimals: chain.nativeCurrency.decimals,
        iconUrl: chain.iconUrl,
      },
    ])
  }
  for (const token of tokens) {
    if (token.namespace !== 'eip155') continue
    byChain.get(token.caipNetworkId)?.push({
      address: token.address as Address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
    })
  }

  return {
    /** Native first, then the configured ERC-20s; empty for a chain that is not configured. */
    tokensOf(caipNetworkId: string): readonly ListedSwapToken[] {
      return byChain.get(caipNetworkId) ?? []
    },
    /** The token at `address` (`'native'` or an ERC-20, any case) on the chain, if known. */
    find(caipNetworkId: string, address: Address | 'native'): ListedSwapToken | undefined {
      const wanted = address.toLowerCase()
      return byChain.get(caipNetworkId)?.find((token) => token.address.toLowerCase() === wanted)
    },
  }
}

export type SwapTokenList = ReturnType<typeof createSwapTokenList>
