import { WalletUnsupportedMethodError } from '@portico/core'

/**
 * The error for a wallet that lacks a Wallet Standard feature a request needs: the
 * `WalletUnsupportedMethodError` (4200) a wallet itself would answer with.
 *
 * @example
 * if (!feature) throw missingFeatureError('solana:signTransaction')
 */
export function missingFeatureError(feature: string): WalletUnsupportedMethodError {
  return new WalletUnsupportedMethodError(`The wallet does not support ${feature}`)
}
