import type {
  SolanaSignAndSendTransactionMethod,
  SolanaSignMessageMethod,
  SolanaSignTransactionMethod,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectMethod,
  StandardDisconnectMethod,
  StandardEventsOnMethod,
} from '@wallet-standard/features'

/** The Wallet Standard features the adapter uses, by name, with the method each must have. */
export interface WalletFeatureMethods {
  'standard:connect': { connect: StandardConnectMethod }
  'standard:disconnect': { disconnect: StandardDisconnectMethod }
  'standard:events': { on: StandardEventsOnMethod }
  'solana:signMessage': { signMessage: SolanaSignMessageMethod }
  'solana:signTransaction': { signTransaction: SolanaSignTransactionMethod }
  'solana:signAndSendTransaction': { signAndSendTransaction: SolanaSignAndSendTransactionMethod }
}

export type WalletFeatureName = keyof WalletFeatureMethods

const METHOD_OF: { [K in WalletFeatureName]: keyof WalletFeatureMethods[K] } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
}

/**
 * The wallet's implementation of `name`, or undefined when the wallet lacks it or its method is
 * not a function. Never throws, even for hostile wallet objects.
 *
 * @example
 * const connect = getWalletFeature(wallet, 'standard:connect')
 * if (connect) await connect.connect({ silent: true })
 */
export function getWalletFeature<K extends WalletFeatureName>(
  wallet: Wallet,
  name: K,
): WalletFeatureMethods[K] | undefined {
  try {
    const feature: unknown = wallet.features[name]
    if (typeof feature !== 'object' || feature === null) return undefined
    const method = (feature as Record<string, unknown>)[METHOD_OF[name] as string]
    return typeof method === 'function' ? (feature as WalletFeatureMethods[K]) : undefined
  } catch {
    return undefined
  }
}
