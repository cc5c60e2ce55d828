import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Bitcoin Wallet Standard features beyond `bitcoin:connect` (which
// @exodus/bitcoin-wallet-standard-features types), as ExodusMovement/bitcoin-wallet-standard
// defines them and Reown AppKit's Bitcoin adapter calls them.

export const BitcoinSignMessage = 'bitcoin:signMessage' as const
export const BitcoinSignTransaction = 'bitcoin:signTransaction' as const

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /** Not in the standard (which leaves the scheme to the wallet): default 'bip322'. */
  readonly protocol?: 'bip322' | 'ecdsa'
}

export interface BitcoinSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

export interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: readonly number[]
  readonly sigHash?: number
}

export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly BitcoinInputToSign[]
  readonly chain?: IdentifierString
  readonly broadcast?: boolean
}

export interface BitcoinSignTransactionOutput {
  readonly signedPsbt: Uint8Array
  /** Present when the wallet broadcast the transaction. */
  readonly txId?: string
}

export interface BitcoinSignMessageFeature {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

export interface BitcoinSignTransactionFeature {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}
