import { and, asc, eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { type Queryable, type Tables, tablesOf } from '../../db/database.ts'
import type { NameDirectory, NameRecord } from './nameDirectory.ts'

/**
 * The registered names of the database (`profile_names`) as a `NameDirectory`: the profile
 * routes, the identity route and the ENS gateway read through it.
 *
 * @example
 * const names = createNameDirectory(db)
 * await names.findByName('alice.portico.id')
 */
export function createNameDirectory(db: Queryable): NameDirectory {
  const { profileNames } = tablesOf(db)
  return {
    async findByName(name) {
      const [row] = await db
        .select()
        .from(profileNames)
        .where(eq(profileNames.name, name.toLowerCase()))
        .limit(1)
      return row === undefined ? undefined : nameRecordFromRow(row)
    },
    async findByAddress(address, zone) {
      const byAddress = eq(profileNames.address, address.toLowerCase())
      const rows = await db
        .select()
        .from(profileNames)
        .where(zone === undefined ? byAddress : and(byAddress, eq(profileNames.zone, zone)))
        .orderBy(asc(profileNames.registeredAt), asc(profileNames.name))
      return rows.map(nameRecordFromRow)
    },
  }
}

/**
 * A `profile_names` row as a `NameRecord` (times in Unix seconds).
 *
 * @example
 * const record = nameRecordFromRow(row)
 */
export function nameRecordFromRow(row: Tables['profileNames']['$inferSelect']): NameRecord {
  return {
    name: row.name,
    zone: row.zone,
    address: row.address as Address,
    coinType: row.coinType,
    registeredAt: Math.floor(row.registeredAt / 1000),
    updatedAt: Math.floor(row.updatedAt / 1000),
  }
}
