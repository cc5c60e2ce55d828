import { type Address, getAddress } from 'viem'
import { InvalidNameMessageError } from './profileErrors.ts'

/** The fields of a name registration message, as written in it. */
export interface NameMessage {
  /** The full name as written (checked by `parseAccountName`). */
  name: string
  /** EIP-55 checksummed. */
  address: Address
  coinType: number
  projectId: string
  /** ISO 8601, as `Date.prototype.toISOString` writes it. */
  issuedAt: string
}

// The exact text of the names contract, lines joined with '\n'.
const MESSAGE_PATTERN =
  /^Register the name (\S+)\n\nAddress: (0x[0-9a-fA-F]{40})\nCoin type: (0|[1-9]\d{0,9})\nProject: (\S+)\nIssued at: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/

/**
 * Reads a registration message strictly: the contract's five lines and nothing else, the
 * address EIP-55 checksummed, `Issued at` a real time as `toISOString()` writes it. Anything
 * else is an `InvalidNameMessageError`.
 *
 * @example
 * parseNameMessage('Register the name alice.portico.id\n\nAddress: 0x…\nCoin type: 60\nProject: my-app\nIssued at: 2026-11-30T01:23:45.000Z')
 */
export function parseNameMessage(message: string): NameMessage {
  const match = MESSAGE_PATTERN.exec(message)
  if (match === null)
    throw new InvalidNameMessageError('The message is not a name registration text')
  const [, name = '', address = '', coinType = '', projectId = '', issuedAt = ''] = match
  if (getAddress(address) !== address)
    throw new InvalidNameMessageError("The message's address is not EIP-55 checksummed")
  const time = Date.parse(issuedAt)
  if (Number.isNaN(time) || new Date(time).toISOString() !== issuedAt)
    throw new InvalidNameMessageError("The message's Issued at is not a valid time")
  return { name, address: getAddress(address), coinType: Number(coinType), projectId, issuedAt }
}
