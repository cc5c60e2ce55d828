import type { Address, Hex } from 'viem'
import type { DecodedContractCall } from './decodeContractCall.ts'

/** A personal_sign message as the visitor reads it. */
export interface DecodedMessage {
  /** The UTF-8 text when the bytes are valid UTF-8, else the hex as given. */
  text: string
  encoding: 'utf8' | 'hex'
}

export interface CallDetails {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** A token's own symbol and decimals, as read from its contract. */
export interface TokenMetadata {
  symbol: string
  decimals: number
}

/**
 * A transaction recognised as a transfer (`decodeTransferCall`): a plain value transfer, or an
 * ERC-20 `transfer(to, amount)` with the token's metadata when it could be read.
 */
export type TransferDetails =
  | { kind: 'native'; to: Address; amount: bigint }
  | {
      kind: 'token'
      /** The token contract (the transaction's `to`). */
      token: Address
      /** The receiver of the tokens. */
      to: Address
      /** In the token's smallest unit. */
      amount: bigint
      /** Undefined when the contract's symbol() and decimals() could not be read. */
      metadata: TokenMetadata | undefined
    }

/** What the approve view shows for a request waiting for the visitor. */
export type ApprovalDetails =
  | { kind: 'personal_sign'; address: Address; message: DecodedMessage }
  | {
      kind: 'typed_data'
      address: Address
      domainName: string | undefined
      primaryType: string
      /** The typed data's `message`: JSON values only (it came from the app as JSON). */
      message: unknown
    }
  | ({
      kind: 'transaction'
      chainId: number
      from: Address
      /**
       * The network's native currency symbol as the app gave it (APP_RPC_REQUEST `nativeSymbol`).
       * Shown only for a chain the view does not know, and only when plain, as the app's word
       * (`nativeCurrencyLabel`).
       */
      nativeSymbol?: string
      /** Present when the transaction is a transfer the view can say in words. */
      transfer?: TransferDetails
      /** Present when it is an allowance or a router trade the view can say in words. */
      contractCall?: DecodedContractCall
    } & CallDetails)
  | {
      kind: 'calls'
      chainId: number
      from: Address
      nativeSymbol?: string
      calls: CallDetails[]
    }
