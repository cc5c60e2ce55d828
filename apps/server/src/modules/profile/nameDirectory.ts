import type { Address } from 'viem'

/** One registered account name (spec §7 profile), as the `profile` module stores it. */
export interface NameRecord {
  /** The full, normalised name: `<label>.<zone>`, lower case ('alice.portico.id'). */
  name: string
  /** The zone the label was registered under ('portico.id'). */
  zone: string
  /** The account the name points at, lower case. */
  address: Address
  /** The ENSIP-11 coin type it was registered for (60, or 0x80000000 | chainId). */
  coinType: number
  /** Unix seconds. */
  registeredAt: number
  updatedAt: number
}

/**
 * Read access to the registered names, shared by the `profile` routes and the ENS
 * (ERC-3668 CCIP-Read) gateway, which answers for the same records.
 */
export interface NameDirectory {
  /** The record of a full name (any case), or undefined when it is not registered. */
  findByName(name: string): Promise<NameRecord | undefined>
  /** The names that point at an EVM address (any case), oldest first; `zone` narrows them. */
  findByAddress(address: string, zone?: string): Promise<NameRecord[]>
}
