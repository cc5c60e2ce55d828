import {
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  type UserRejectedRequestErrorType,
  type WalletCodeErrorType,
} from '@portico/core'
import { callWallet, describeValue, missingFeatureError } from '@portico/wallet-standard'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import { encodeBase58 } from '../addresses/base58.ts'
import { readWalletAnswer } from '../wallet/readWalletAnswer.ts'
import { getWalletFeature } from '../wallet/walletFeatures.ts'

/** An Ed25519 signature is 64 bytes. */
export const SIGNATURE_LENGTH = 64

const outputSchema = v.pipe(
  v.array(v.looseObject({ signature: v.instance(Uint8Array) })),
  v.minLength(1),
)

export interface SignSolanaMessageParameters {
  wallet: Wallet
  /** The wallet's account object that signs. */
  account: WalletAccount
  message: Uint8Array
}

/**
 * A wallet without `solana:signMessage` a `WalletUnsupportedMethodError` (4200); from the wallet
 * a `UserRejectedRequestError` or its code's class (see core's `mapWalletError`), or an
 * `InvalidWalletResponseError`.
 */
export type SignSolanaMessageErrorType =
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | InvalidWalletResponseErrorType

/**
 * Signs raw bytes with the wallet's `solana:signMessage` and returns the signature as base58.
 * An answer that is not one 64-byte signature is an `InvalidWalletResponseError`; a refusal a
 * `UserRejectedRequestError`; a wallet without the feature a `WalletUnsupportedMethodError` (4200).
 *
 * @example
 * const signature = await signSolanaMessage({ wallet, account, message: new TextEncoder().encode('Hello') })
 */
export async function signSolanaMessage(parameters: SignSolanaMessageParameters): Promise<string> {
  const { wallet, account, message } = parameters
  const feature = getWalletFeature(wallet, 'solana:signMessage')
  if (!feature) throw missingFeatureError('solana:signMessage')
  const raw = await callWallet(() => feature.signMessage({ account, message }))
  const signature = readWalletAnswer(outputSchema, raw)?.[0]?.signature
  if (signature?.length !== SIGNATURE_LENGTH)
    throw new InvalidWalletResponseError({
      details: `solana:signMessage returned ${describeValue(signature ?? raw)}, expected a 64-byte signature`,
    })
  return encodeBase58(signature)
}
