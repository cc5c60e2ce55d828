import type { BitcoinConnectMethod } from '@exodus/bitcoin-wallet-standard-features'
import {
  createGetWalletFeature,
  STANDARD_FEATURE_METHOD_NAMES,
  type StandardFeatureMethods,
} from '@portico/wallet-standard'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// `bitcoin:signMessage` and `bitcoin:signTransaction` as ExodusMovement/bitcoin-wallet-standard
// defines them (its published feature package types `bitcoin:connect` only). Wallets answer
// either one output or an array of outputs (the variadic form Reown AppKit calls): both are read.

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /** Not in the standard, which leaves the scheme to the wallet; wallets that know it honour it. */
  readonly protocol?: 'bip322' | 'ecdsa'
}

export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly {
    readonly account: WalletAccount
    readonly signingIndexes: readonly number[]
    readonly sigHash?: number
  }[]
  readonly chain?: IdentifierString
  readonly broadcast?: boolean
}

/** The Wallet Standard features the adapter uses, by name, with the method each must have. */
export interface WalletFeatureMethods extends StandardFeatureMethods {
  'bitcoin:connect': { connect: BitcoinConnectMethod }
  'bitcoin:signMessage': { signMessage: (input: BitcoinSignMessageInput) => Promise<unknown> }
  'bitcoin:signTransaction': {
    signTransaction: (input: BitcoinSignTransactionInput) => Promise<unknown>
  }
}

export type WalletFeatureName = keyof WalletFeatureMethods

/**
 * The wallet's implementation of `name`, or undefined when the wallet lacks it or its method is
 * not a function. Never throws, even for hostile wallet objects.
 *
 * @example
 * const connect = getWalletFeature(wallet, 'bitcoin:connect')
 * if (connect) await connect.connect({ purposes: ['payment', 'ordinals'] })
 */
export const getWalletFeature = createGetWalletFeature<WalletFeatureMethods>({
  ...STANDARD_FEATURE_METHOD_NAMES,
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
})
