import { SWAP_NATIVE_TOKEN_ADDRESS } from '../../constants.ts'
import type { TokenBalance } from '../../types/api.ts'
import type { Network } from '../../types/chain.ts'

/** Whether a CAIP-10 swap token id is a chain's native currency (the 0xeeee… pseudo-address). */
export function isNativeSwapToken(address: string): boolean {
  return address.toLowerCase().endsWith(`:${SWAP_NATIVE_TOKEN_ADDRESS}`)
}

/** The plain 0x address of a CAIP-10 id ('eip155:1:0xabc…' → '0xabc…'), lower-cased. */
export function plainAddress(caip10: string): string {
  return caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase()
}

/** The CAIP-10 id a balance entry has in the swap routes (native: the pseudo-address). */
export function swapIdOfBalance(token: TokenBalance, network: Network): string {
  if (token.address === undefined) return `${network.caipNetworkId}:${SWAP_NATIVE_TOKEN_ADDRESS}`
  return token.address.includes(':')
    ? token.address.toLowerCase()
    : `${network.caipNetworkId}:${token.address}`.toLowerCase()
}

/** One key per token of a network, in any case: compares swap ids and balance entries. */
export function swapTokenKey(caip10: string): string {
  return caip10.toLowerCase()
}
