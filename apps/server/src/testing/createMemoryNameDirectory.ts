import type { Address } from 'viem'
import type { NameDirectory, NameRecord } from '../modules/profile/nameDirectory.ts'

/** A record for `createMemoryNameDirectory`: the zone is the name's part after its first label. */
export interface MemoryNameInput {
  name: string
  address: Address
  coinType: number
  /** Unix seconds (default: the record's position, so that earlier inputs are older). */
  registeredAt?: number
}

/**
 * A `NameDirectory` over a fixed list, for tests of what reads names (the ENS gateway): names
 * and addresses compared in lower case, `findByAddress` oldest first.
 *
 * @example
 * const directory = createMemoryNameDirectory([{ name: 'alice.portico.id', address, coinType: 60 }])
 */
export function createMemoryNameDirectory(inputs: readonly MemoryNameInput[]): NameDirectory {
  const records: NameRecord[] = inputs.map((input, index) => {
    const name = input.name.toLowerCase()
    const registeredAt = input.registeredAt ?? 1_700_000_000 + index
    return {
      name,
      zone: name.slice(name.indexOf('.') + 1),
      address: input.address.toLowerCase() as Address,
      coinType: input.coinType,
      registeredAt,
      updatedAt: registeredAt,
    }
  })
  return {
    findByName: async (name) => records.find((record) => record.name === name.toLowerCase()),
    findByAddress: async (address, zone) =>
      records
        .filter(
          (record) =>
            record.address === address.toLowerCase() &&
            (zone === undefined || record.zone === zone.toLowerCase()),
        )
        .sort((a, b) => a.registeredAt - b.registeredAt),
  }
}
