import type { TokenBalance } from '@portico/core'
import { type Address, BaseError, erc20Abi } from 'viem'
import { UpstreamError } from '../../../errors/apiErrors.ts'
import { nativeBalanceLine, tokenBalanceLine } from '../balanceLines.ts'
import type { EvmTokenConfig } from '../config.ts'
import type { EvmChainReader } from './createEvmChainReader.ts'

/**
 * Reads the native balance and the `balanceOf` of every configured token, plus `extraTokens`
 * (those the account received), for an address, in parallel. The native line always comes
 * first; tokens with a zero balance are left out. Any RPC failure becomes an `UpstreamError`
 * (502).
 *
 * @example
 * const balances = await readEvmBalances(reader, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function readEvmBalances(
  reader: EvmChainReader,
  address: Address,
  extraTokens: readonly EvmTokenConfig[] = [],
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
  const balances = [nativeBalanceLine(chain, nativeQuantity)]
  for (const [index, token] of tokens.entries()) {
    const quantity = tokenQuantities[index] ?? 0n
    if (quantity !== 0n) balances.push(tokenBalanceLine(token, quantity))
  }
  return balances
}
