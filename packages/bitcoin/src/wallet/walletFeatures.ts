import type { BitcoinConnectMethod } from '@exodus/bitcoin-wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectMethod,
  StandardDisconnectMethod,
  StandardEventsOnMethod,
} from '@wallet-standard/features'

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
export interface WalletFeatureMethods {
  'bitcoin:connect': { connect: BitcoinConnectMethod }
  'bitcoin:signMessage': { signMessage: (input: BitcoinSignMessageInput) => Promise<unknown> }
  'bitcoin:signTransaction': {
    signTransaction: (input: BitcoinSignTransactionInput) => Promise<unknown>
  }
  'standard:connect': { connect: StandardConnectMethod }
  'standard:disconnect': { disconnect: StandardDisconnectMethod }
  'standard:events': { on: StandardEventsOnMethod }
}

export type WalletFeatureName = keyof WalletFeatureMethods

const METHOD_OF: { [K in WalletFeatureName]: keyof WalletFeatureMethods[K] } = {
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
}

/**
 * The wallet's implementation of `name`, or undefined when the wallet lacks it or its method is
 * not a function. Never throws, even for hostile wallet objects.
 *
 * @example
 * const connect = getWalletFeature(wallet, 'bitcoin:connect')
 * if (connect) await connect.connect({ purposes: ['payment', 'ordinals'] })
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
