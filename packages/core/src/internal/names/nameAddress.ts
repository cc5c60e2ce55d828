import type { ProfileName } from '../../types/names.ts'
import { coinTypeOf } from './coinTypeOf.ts'

/** ENSIP-11's coin type for "any EVM chain" (0x80000000), used when a chain has none of its own. */
const DEFAULT_EVM_COIN_TYPE = '2147483648'

/**
 * The address a name points to on an EVM chain: the chain's own coin type's, else the default
 * EVM one's; undefined when it has neither.
 */
export function nameAddress(profile: ProfileName, chainId: number): string | undefined {
  return (
    profile.addresses[String(coinTypeOf(chainId))]?.address ??
    profile.addresses[DEFAULT_EVM_COIN_TYPE]?.address
  )
}
