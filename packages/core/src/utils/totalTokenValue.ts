import type { TokenBalance } from '../types/api.ts'

/**
 * The total the Tokens tab shows: the sum of the tokens' USD values.
 *
 * @example
 * totalTokenValue([{ ...eth, value: 2000 }, { ...usdc, value: 12.5 }]) // 2012.5
 */
export function totalTokenValue(tokens: readonly TokenBalance[]): number {
  return tokens.reduce((sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0), 0)
}
