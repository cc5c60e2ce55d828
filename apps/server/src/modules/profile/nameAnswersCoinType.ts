import type { NameRecord } from './nameDirectory.ts'
import { DEFAULT_EVM_COIN_TYPE, ETH_COIN_TYPE } from './parseReverseName.ts'

/**
 * Whether the gateway answers a name's address for a coin type. A Portico name points at one
 * EVM account, proven by that account's signature, so it answers for the coin type it was
 * registered with, for 60 (`addr(bytes32)`, what most ENS code asks) and for ENSIP-19's default
 * EVM coin type 0x80000000; any other chain's coin type gets the empty answer (a smart account
 * may have another address, or none, there).
 *
 * @example
 * nameAnswersCoinType({ coinType: 2147514985, … }, 60n) // true
 * nameAnswersCoinType({ coinType: 2147514985, … }, 2147483658n) // false (chain 10)
 */
export function nameAnswersCoinType(record: NameRecord, coinType: bigint): boolean {
  return (
    coinType === ETH_COIN_TYPE ||
    coinType === DEFAULT_EVM_COIN_TYPE ||
    coinType === BigInt(record.coinType)
  )
}
