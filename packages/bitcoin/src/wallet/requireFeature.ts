import { missingFeatureError } from '@portico/wallet-standard'
import type { Wallet } from '@wallet-standard/base'
import {
  getWalletFeature,
  type WalletFeatureMethods,
  type WalletFeatureName,
} from './walletFeatures.ts'

/**
 * The wallet's feature `name`, or a `WalletUnsupportedMethodError` (4200) when the
 * wallet does not implement it.
 *
 * @example
 * const { signMessage } = requireFeature(wallet, 'bitcoin:signMessage')
 */
export function requireFeature<K extends WalletFeatureName>(
  wallet: Wallet,
  name: K,
): WalletFeatureMethods[K] {
  const feature = getWalletFeature(wallet, name)
  if (!feature) throw missingFeatureError(name)
  return feature
}
