import {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  type UserRejectedRequestErrorType,
  type WalletCodeErrorType,
} from '@portico/core'
import { callWallet, describeValue } from '@portico/wallet-standard'
import * as v from 'valibot'
import { addressFamilyOf } from '../networks/bitcoinNetworks.ts'
import { bytesToBase64 } from '../utils/base64.ts'
import type { BitcoinSession } from '../wallet/BitcoinSession.ts'
import { isPlausibleMessageSignature } from '../wallet/checkMessageSignature.ts'
import { requireFeature } from '../wallet/requireFeature.ts'

export interface SignBitcoinMessageParameters {
  /** One of the session's addresses. */
  address: string
  message: string
  /** Default 'bip322' (BIP-322 "simple"); 'ecdsa' asks for a legacy BIP-137 signature. */
  protocol?: 'bip322' | 'ecdsa'
}

export type SignBitcoinMessageReturnType = string

const bytesSchema = v.custom<Uint8Array>((value) => value instanceof Uint8Array, 'not bytes')
const outputSchema = v.looseObject({ signature: bytesSchema })
// Wallets answer one output or the standard's array of outputs.
const answerSchema = v.union([
  v.pipe(
    v.tuple([outputSchema]),
    v.transform(([first]) => first),
  ),
  outputSchema,
])

/**
 * `InvalidAddressError` for an address that is not one of the session's, a wallet without
 * `bitcoin:signMessage` a `WalletUnsupportedMethodError` (4200); from the wallet a
 * `UserRejectedRequestError` or its code's class (see core's `mapWalletError`), or an
 * `InvalidWalletResponseError`.
 */
export type SignBitcoinMessageErrorType =
  | InvalidAddressErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType

/**
 * Signs a UTF-8 message with one of the connected addresses through the wallet's
 * `bitcoin:signMessage` and returns the signature as base64 (BIP-322 by default). An answer
 * that is no signature, or one of a length no signature for that address has, is an
 * `InvalidWalletResponseError`; a refusal a `UserRejectedRequestError`.
 *
 * @example
 * const signature = await signBitcoinMessage(session, { address: 'bcrt1q…', message: 'Hello' })
 */
export async function signBitcoinMessage(
  session: BitcoinSession,
  parameters: SignBitcoinMessageParameters,
): Promise<SignBitcoinMessageReturnType> {
  const { address, message, protocol = 'bip322' } = parameters
  const entry = session.accounts.find((item) => item.account.address === address)
  if (!entry)
    throw new InvalidAddressError({
      details: `${describeValue(address)} is not an account of ${session.connectorId}`,
    })
  const feature = requireFeature(session.wallet, 'bitcoin:signMessage')
  const raw = await callWallet(() =>
    feature.signMessage({
      account: entry.walletAccount,
      message: new TextEncoder().encode(message),
      protocol,
    }),
  )
  const parsed = safeParse(answerSchema, raw)
  if (!parsed)
    throw new InvalidWalletResponseError({ details: 'bitcoin:signMessage answered no signature' })
  const { decodeBitcoinAddress } = await import('../networks/decodeBitcoinAddress.ts')
  const type = decodeBitcoinAddress(address, addressFamilyOf(session.network.caipNetworkId))?.type
  if (!type || !isPlausibleMessageSignature(parsed.signature, type))
    throw new InvalidWalletResponseError({
      details: `bitcoin:signMessage answered a ${parsed.signature.length}-byte signature`,
    })
  return bytesToBase64(parsed.signature)
}

function safeParse<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
): v.InferOutput<T> | undefined {
  try {
    const result = v.safeParse(schema, value)
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}
