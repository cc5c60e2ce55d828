import * as v from 'valibot'
import { type Address, getAddress, type Hex } from 'viem'

/** An EVM address in any case, read as its checksummed form. */
export const evmAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'not an address'),
  v.transform((value) => getAddress(value.toLowerCase()) as Address),
)

/** A JSON-RPC quantity ('0x0', '0x1bc16d674ec80000'), read as a bigint. */
export const quantitySchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'not a hex quantity'),
  v.transform((value) => BigInt(value)),
)

/** Hex data of whole bytes, up to 128 KB (a contract deployment fits; a flood does not). */
export const hexDataSchema = v.pipe(
  v.string(),
  v.regex(/^0x([0-9a-fA-F]{2})*$/, 'not hex data'),
  v.maxLength(2 + 256 * 1024, 'hex data is too long'),
  v.transform((value) => value as Hex),
)

/**
 * Whether two addresses are the same account, whatever their case.
 *
 * @example
 * isSameAddress('0xabc…', '0xABC…') // true
 */
export function isSameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
