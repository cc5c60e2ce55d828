import type { TokenBalance } from '../types/api.ts'

/**
 * The Tokens tab's order (spec §5): highest USD value first; equal values keep the service's
 * order. Tokens with decimals '0' are already dropped by `fetchBalance`.
 *
 * @example
 * sortTokensByValue(tokens).map((token) => token.symbol) // ['ETH', 'USDC', 'PORT']
 */
export function sortTokensByValue(tokens: readonly TokenBalance[]): TokenBalance[] {
  return [...tokens].sort((a, b) => b.value - a.value)
}
