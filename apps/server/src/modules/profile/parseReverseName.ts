import type { Address } from 'viem'

/** The default EVM coin type of ENSIP-19 (`default.reverse`): any EVM chain. */
export const DEFAULT_EVM_COIN_TYPE = 0x80000000n

/** The ENSIP-1 coin type of Ethereum mainnet, and of `addr(bytes32)` (`addr.reverse`). */
export const ETH_COIN_TYPE = 60n

const REVERSE_NAME = /^([0-9a-f]{40})\.(addr|default|[0-9a-f]{1,8})\.reverse$/

/**
 * The address and coin type of an ENSIP-19 reverse name: `<address>.addr.reverse` (coin type
 * 60), `<address>.default.reverse` (0x80000000) or `<address>.<coin type in hex>.reverse`; the
 * address is 40 lower-case hex digits without 0x. Undefined for any other name.
 *
 * @example
 * parseReverseName('70997970c51812dc3a010c7d01b50e0d17dc79c8.addr.reverse')
 * // { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', coinType: 60n }
 */
export function parseReverseName(name: string): { address: Address; coinType: bigint } | undefined {
  const match = REVERSE_NAME.exec(name)
  if (!match) return undefined
  const [, hex, namespace] = match
  const coinType =
    namespace === 'addr'
      ? ETH_COIN_TYPE
      : namespace === 'default'
        ? DEFAULT_EVM_COIN_TYPE
        : BigInt(`0x${namespace}`)
  return { address: `0x${hex}`, coinType }
}
