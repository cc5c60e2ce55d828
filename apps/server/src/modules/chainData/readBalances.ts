import type { TokenBalance } from '@portico/core'
import { type Address, BaseError, erc20Abi, formatUnits } from 'viem'
import type { TokenConfig } from '../../config.ts'
import { UpstreamError } from '../../errors/apiErrors.ts'
import type { ChainReader } from './createChainReader.ts'
import { usdValue } from './usdValue.ts'

/**
 * Reads the native balance and the `balanceOf` of every configured token, plus `extraTokens`
 * (those the account received), for an address, in parallel. The native line always comes
 * first; tokens with a zero balance are left out. Any RPC failure becomes an `UpstreamError`
 * (502).
 *
 * @example
 * const balances = await readBalances(reader, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function readBalances(
  reader: ChainReader,
  address: Address,
  extraTokens: readonly TokenConfig[] = [],
): Promise<TokenBalance[]> {
  const { chain, client } = reader
  const tokens = [...reader.tokens, ...extraTokens]
  let quantities: bigint[]
  try {
    quantities = await Promise.all([
      client.getBalance({ address }),
      ...tokens.map((token) =>
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
  } catch (cause) {
    const reason = cause instanceof BaseError ? cause.shortMessage : 'request failed'
    throw new UpstreamError(`Could not read balances on ${chain.caipNetworkId}: ${reason}`, {
      cause,
    })
  }

  const [nativeQuantity = 0n, ...tokenQuantities] = quantities
  const { decimals } = chain.nativeCurrency
  const balances: TokenBalance[] = [
    {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      chainId: chain.caipNetworkId,
      value: usdValue(nativeQuantity, decimals, chain.nativePriceUsd),
      price: chain.nativePriceUsd,
      quantity: { decimals: String(decimals), numeric: formatUnits(nativeQuantity, decimals) },
      iconUrl: chain.iconUrl,
    },
  ]
  for (const [index, token] of tokens.entries()) {
    const quantity = tokenQuantities[index] ?? 0n
    if (quantity === 0n) continue
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      address: `${chain.caipNetworkId}:${token.address}`,
      value: usdValue(quantity, token.decimals, token.priceUsd),
      price: token.priceUsd,
      quantity: {
        decimals: String(token.decimals),
        numeric: formatUnits(quantity, token.decimals),
      },
      iconUrl: token.iconUrl,
    })
  }
  return balances
}
