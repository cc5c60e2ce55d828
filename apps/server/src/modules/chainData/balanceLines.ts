import type { TokenBalance } from '@portico/core'
import { formatUnits } from 'viem'
import type { ChainConfig, TokenConfig } from './config.ts'
import { usdValue } from './usdValue.ts'

/**
 * The balance line of a chain's native currency (ETH, SOL, BTC) for a raw quantity (wei,
 * lamports, sats).
 *
 * @example
 * nativeBalanceLine(solanaChain, 1_500_000_000n) // { symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' }, … }
 */
export function nativeBalanceLine(chain: ChainConfig, quantity: bigint): TokenBalance {
  const { decimals } = chain.nativeCurrency
  return {
    name: chain.nativeCurrency.name,
    symbol: chain.nativeCurrency.symbol,
    chainId: chain.caipNetworkId,
    value: usdValue(quantity, decimals, chain.nativePriceUsd),
    price: chain.nativePriceUsd,
    quantity: { decimals: String(decimals), numeric: formatUnits(quantity, decimals) },
    iconUrl: chain.iconUrl,
  }
}

/**
 * The balance line of a token (ERC-20 or SPL mint) for a raw quantity; its `address` is the
 * CAIP-10 id `${caipNetworkId}:${token address}`.
 *
 * @example
 * tokenBalanceLine(pusd, 1_234_500_000n) // { symbol: 'PUSD', address: 'solana:…:<mint>', … }
 */
export function tokenBalanceLine(
  token: Pick<
    TokenConfig,
    'caipNetworkId' | 'address' | 'name' | 'symbol' | 'decimals' | 'priceUsd' | 'iconUrl'
  >,
  quantity: bigint,
): TokenBalance {
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: token.caipNetworkId,
    address: `${token.caipNetworkId}:${token.address}`,
    value: usdValue(quantity, token.decimals, token.priceUsd),
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric: formatUnits(quantity, token.decimals) },
    iconUrl: token.iconUrl,
  }
}
