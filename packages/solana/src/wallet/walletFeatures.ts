import {
  createGetWalletFeature,
  STANDARD_FEATURE_METHOD_NAMES,
  type StandardFeatureMethods,
} from '@portico/wallet-standard'
import type {
  SolanaSignAndSendTransactionMethod,
  SolanaSignMessageMethod,
  SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features'

/** The Wallet Standard features the adapter uses, by name, with the method each must have. */
export interface WalletFeatureMethods extends StandardFeatureMethods {
  'solana:signMessage': { signMessage: SolanaSignMessageMethod }
  'solana:signTransaction': { signTransaction: SolanaSignTransactionMethod }
  'solana:signAndSendTransaction': { signAndSendTransaction: SolanaSignAndSendTransactionMethod }
}

export type WalletFeatureName = keyof WalletFeatureMethods

/**
 * The wallet's implementation of `name`, or undefined when the wallet lacks it or its method is
 * not a function. Never throws, even for hostile wallet objects.
 *
 * @example
 * const connect = getWalletFeature(wallet, 'standard:connect')
 * if (connect) await connect.connect({ silent: true })
 */
export const getWalletFeature = createGetWalletFeature<WalletFeatureMethods>({
  ...STANDARD_FEATURE_METHOD_NAMES,
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
})
