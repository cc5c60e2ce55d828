import { getAddress } from 'viem'
import type { NameRecord } from './nameDirectory.ts'

/** A registered name as the `/v1/profile` routes answer it (the names contract). */
export interface ProfileName {
  /** 'alice.portico.id'. */
  name: string
  /** Unix seconds. */
  registered: number
  /** Unix seconds. */
  updated: number
  /** Key: the coin type as a decimal string; the address EIP-55 checksummed. */
  addresses: Record<string, { address: string }>
  /** `{}` for now. */
  attributes: Record<string, string>
}

/**
 * A stored name as the routes answer it.
 *
 * @example
 * reply.send(toProfileName(record))
 */
export function toProfileName(record: NameRecord): ProfileName {
  return {
    name: record.name,
    registered: record.registeredAt,
    updated: record.updatedAt,
    addresses: { [String(record.coinType)]: { address: getAddress(record.address) } },
    attributes: {},
  }
}
