import { InvalidWalletResponseError } from '@portico/core'
import * as v from 'valibot'
import type { Address } from 'viem'
import { PREFIXED_EVM_ADDRESS } from '../addresses/parseEvmAddress.ts'
import { describeValue } from './describeValue.ts'

/** viem's `getAddress`: the EIP-55 checksum, loaded with the adapter's lazy actions (`loadChecksum`). */
export type Checksum = (address: string) => Address

const accountsSchema = v.array(v.pipe(v.string(), v.regex(PREFIXED_EVM_ADDRESS)))

/**
 * Parses a wallet's account list (`eth_requestAccounts`, `eth_accounts`, `accountsChanged`):
 * each entry must be 0x + 40 hex characters and comes back checksummed by `checksum`. Anything
 * else is an `InvalidWalletResponseError`; so is an empty list unless `allowEmpty` (eth_accounts
 * and accountsChanged use `[]` for "no access").
 *
 * @example
 * parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], { source: 'eth_accounts', checksum: getAddress })
 * // ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 */
export function parseAccounts(
  value: unknown,
  {
    source,
    allowEmpty = false,
    checksum,
  }: { source: string; allowEmpty?: boolean; checksum: Checksum },
): Address[] {
  let result: v.SafeParseResult<typeof accountsSchema>
  try {
    result = v.safeParse(accountsSchema, value)
  } catch (error) {
    throw new InvalidWalletResponseError({ cause: error, details: `${source}: unreadable answer` })
  }
  if (!result.success)
    throw new InvalidWalletResponseError({
      details: `${source} returned ${describeValue(value)}, expected a list of 0x addresses`,
    })
  if (result.output.length === 0 && !allowEmpty)
    throw new InvalidWalletResponseError({ details: `${source} returned no accounts` })
  // An arrow, not `map(checksum)`: map's index would be read as a chain id.
  return result.output.map((address) => checksum(address))
}
