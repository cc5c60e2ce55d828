/** ENSIP-11's bit that marks an EVM chain's coin type. */
const EVM_COIN_TYPE_BIT = 0x80000000

/** SLIP-44 coin type of Ethereum mainnet, which ENSIP-11 keeps for chain 1. */
export const ETHEREUM_COIN_TYPE = 60

/**
 * The EVM chain id an ENSIP-11 coin type stands for: 60 → 1, `0x80000000 | chainId` → chainId
 * (0x80000001 to 0xffffffff); undefined for any other coin type (Solana's 501, Bitcoin's 0,
 * chain 0, a number past 32 bits).
 *
 * @example
 * evmChainIdOfCoinType(2147514985) // 31337
 * evmChainIdOfCoinType(501) // undefined
 */
export function evmChainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType <= EVM_COIN_TYPE_BIT || coinType > 0xffffffff)
    return undefined
  return coinType - EVM_COIN_TYPE_BIT
}
