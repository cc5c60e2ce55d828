import {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  type UserRejectedRequestErrorType,
  type WalletCodeErrorType,
} from '@portico/core'
import * as v from 'valibot'
import { getAddress, isAddress, toHex } from 'viem'
import { describeValue } from '../provider/describeValue.ts'
import type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
import { requestWallet } from '../provider/requestWallet.ts'

// Spec §5: a signed message is 0x plus at least 62 hex characters.
const signatureSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{62,}$/))

/**
 * `InvalidAddressError` for a malformed address; from the wallet a `UserRejectedRequestError` or
 * its code's class (see core's `mapWalletError`), or an `InvalidWalletResponseError`.
 */
export type SignPersonalMessageErrorType =
  | InvalidAddressErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType

/**
 * Signs a UTF-8 message with `personal_sign` ([hex message, address]) and checks the answer is a
 * signature (spec §5), else `InvalidWalletResponseError`. A rejection is a
 * `UserRejectedRequestError`.
 *
 * @example
 * const signature = await signPersonalMessage(provider, { address, message: 'Hello' })
 */
export async function signPersonalMessage(
  provider: Eip1193Provider,
  { address, message }: { address: string; message: string },
): Promise<`0x${string}`> {
  if (!isAddress(address, { strict: false }))
    throw new InvalidAddressError({ details: `Cannot sign for ${describeValue(address)}` })
  const raw = await requestWallet(provider, {
    method: 'personal_sign',
    params: [toHex(message), getAddress(address)],
  })
  const result = v.safeParse(signatureSchema, raw)
  if (!result.success)
    throw new InvalidWalletResponseError({
      details: `personal_sign returned ${describeValue(raw)}, expected a 0x signature`,
    })
  return result.output as `0x${string}`
}
