import type { TokenBalance } from '../../types/api.ts'
import type { Network } from '../../types/chain.ts'

/**
 * The token list with the network's native entry holding `balance` (whole units) and its USD
 * value at the entry's price: a chain reading newer than the balance service's answer.
 *
 * @example
 * withNativeBalance(tokens, network, '9999.99979')
 */
export function withNativeBalance(
  tokens: readonly TokenBalance[],
  network: Network,
  balance: string,
): TokenBalance[] {
  return tokens.map((token) =>
    token.address === undefined &&
    (token.chainId === network.caipNetworkId || token.chainId === String(network.id))
      ? {
          ...token,
          quantity: { ...token.quantity, numeric: balance },
          value: token.price * Number(balance),
        }
      : token,
  )
}
