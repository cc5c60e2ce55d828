import { type Address, concat, type Hex } from 'viem'

/**
 * The factory salt of an owner's smart account (the devnet's `ERC4337Factory` convention: Solady
 * requires the salt to start with the owner): the owner's 20 bytes, then 12 zero bytes.
 *
 * @example
 * smartAccountSalt('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8000000000000000000000000'
 */
export function smartAccountSalt(owner: Address): Hex {
  // Lower case: the salt is data, and a checksummed address would make its hex mixed case.
  return concat([owner.toLowerCase() as Hex, '0x000000000000000000000000'])
}
