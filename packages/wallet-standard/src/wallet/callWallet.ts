import { mapWalletError, type WalletCallContext } from '@portico/core'
import { WALLET_STANDARD_ERROR_RULES } from './walletStandardErrorRules.ts'

/**
 * Runs one call into a wallet (a Wallet Standard feature method) and maps any failure with
 * core's `mapWalletError` under `WALLET_STANDARD_ERROR_RULES`. The answer comes back as
 * `unknown`: callers parse it.
 *
 * @example
 * const raw = await callWallet(() => connectFeature.connect(), 'connect')
 */
export async function callWallet(
  call: () => Promise<unknown>,
  context: WalletCallContext = 'request',
): Promise<unknown> {
  try {
    return await call()
  } catch (error) {
    throw mapWalletError(error, { context, ...WALLET_STANDARD_ERROR_RULES })
  }
}
