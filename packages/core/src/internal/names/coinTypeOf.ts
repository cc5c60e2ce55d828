/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else `0x80000000 | chainId`
 * as an unsigned number (anvil 31337 → 2147514985). Only for chain ids below 2^31 (spec §5).
 *
 * @example
 * coinTypeOf(1) // 60
 * coinTypeOf(31337) // 2147514985
 */
export function coinTypeOf(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
