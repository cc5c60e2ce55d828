import type { TokenBalance } from './api.ts'
import type { SendFeeState } from './fee.ts'

/** The unit the visitor types the Send amount in. */
export type SendAmountUnit = 'token' | 'usd'

/**
 * Why the Send form cannot be sent yet: the first rule it breaks (spec §5), in this order.
 * Messages are the spec's where it has them ('An amount and receiver address are required',
 * 'A token is required', 'Unsupported chain').
 */
export type SendValidationCode =
  | 'UNSUPPORTED_CHAIN'
  | 'TOKEN_REQUIRED'
  | 'AMOUNT_AND_RECEIVER_REQUIRED'
  | 'INVALID_AMOUNT'
  | 'TOO_MANY_DECIMALS'
  | 'INVALID_RECEIVER'
  | 'NAME_UNSUPPORTED'
  | 'NAME_RESOLVING'
  | 'NAME_NOT_FOUND'
  | 'NAME_NOT_RESOLVED'
  | 'NAME_CHANGED'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_FEE'

/**
 * A receiver typed as an account name (EVM only): its lookup (`GET /v1/profile/account/{name}`,
 * kept 5 minutes, spec §9). 'resolved' carries the address the transfer goes to, shown beside
 * the name before anything is sent; 'error' why there is none.
 */
export interface SendReceiverName {
  /** The name as typed, trimmed and lower case. */
  name: string
  status: 'loading' | 'resolved' | 'error'
  /** 'resolved': the address on the form's network. */
  address?: string
  /** 'error': the server said the name is not registered, or it has no address on the network. */
  notFound?: boolean
  /** 'error': why (the server's reason, else 'Error resolving name'). */
  message?: string
  /**
   * 'resolved': the address shown before `sendTokens` looked the name up again and found this
   * one instead (nothing was sent; the view says the name now points elsewhere).
   */
  changedFrom?: string
}

export interface SendValidation {
  code: SendValidationCode
  message: string
}

/**
 * A transfer once Send was pressed: 'signing' while the wallet is asked, 'pending' once it
 * returned a hash, then 'confirmed' or 'failed'. 'unknown': the hash is known but the network
 * could not say how it ended (the RPC failed); a retry asks again and never sends twice.
 */
export interface SendTransferState {
  status: 'signing' | 'pending' | 'confirmed' | 'failed' | 'unknown'
  hash?: string
  explorerUrl?: string
  /** Why it failed or is unknown, for the view. */
  error?: string
}

/** Send state (spec §3), plus what the form and the transfer need to show. */
export interface SendState {
  /** The token picked from the account's token balances. */
  token?: TokenBalance
  /** The amount in whole tokens as an exact decimal string, e.g. '1.5'. */
  sendTokenAmount?: string
  /** The amount as typed, in `amountUnit` (kept so the field shows what the visitor typed). */
  amountInput?: string
  amountUnit: SendAmountUnit
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  /** The receiver's lookup when it was typed as a name; undefined for an address. */
  receiverName?: SendReceiverName
  /** The USD value of `sendTokenAmount` at the token's price, 2 decimals; absent without price. */
  networkBalanceInUSD?: string
  fee: SendFeeState
  /** Undefined when the form can be sent. */
  validation?: SendValidation
  /** Absent until Send is pressed; cleared by a reset (spec §4: Send resets after success). */
  transfer?: SendTransferState
}
