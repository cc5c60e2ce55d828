import { USER_REJECTED_REQUEST_CODE } from './userRejectedRequestCode.ts'

/**
 * The codes wallets answer a failed request with, by meaning: EIP-1193 provider errors and the
 * EIP-1474 JSON-RPC errors that wallets use. `mapWalletError` turns each into one of the kit's
 * error classes; this table is the only place the numbers are spelt (4001 in its own module, see
 * `USER_REJECTED_REQUEST_CODE`).
 *
 * @example
 * if (getWalletErrorCodes(error).includes(WALLET_ERROR_CODES.userRejectedRequest)) retry()
 */
export const WALLET_ERROR_CODES = {
  /** EIP-1193: the visitor declined in the wallet. */
  userRejectedRequest: USER_REJECTED_REQUEST_CODE,
  /** EIP-1193: the site (or the account asked for) is not authorised. */
  unauthorized: 4100,
  /** EIP-1193: the wallet does not implement the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the wallet is disconnected from every chain. */
  disconnected: 4900,
  /** EIP-1193: the wallet is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3085/3326: the wallet does not know the chain; add it first. */
  unrecognizedChain: 4902,
  /** JSON-RPC "Invalid input": the wallet refused the request as invalid. */
  invalidInput: -32000,
  /** JSON-RPC "Resource unavailable": MetaMask's "request … already pending". */
  resourceUnavailable: -32002,
  /** JSON-RPC "Method not found". */
  methodNotFound: -32601,
  /** JSON-RPC "Invalid params". */
  invalidParams: -32602,
  /** JSON-RPC "Internal error"; some mobile wallets wrap the real code under it. */
  internalError: -32603,
} as const

/**
 * Spec §4: the codes that, answering `wallet_switchEthereumChain`, mean "add the chain first"
 * (`isAddChainError` also takes -32603, the form wallets send).
 *
 * @example
 * ADD_CHAIN_ERROR_CODES.includes(4902) // true
 */
export const ADD_CHAIN_ERROR_CODES = [WALLET_ERROR_CODES.unrecognizedChain, 5000, 32603] as const

/**
 * WalletConnect's own refusals (sdk errors USER_REJECTED, USER_REJECTED_CHAINS,
 * USER_REJECTED_METHODS, USER_REJECTED_EVENTS). Only the WalletConnect adapter passes them to
 * `mapWalletError`: from an injected wallet, 5000 means "add the chain" (spec §4).
 */
export const WALLETCONNECT_REJECTION_CODES = [5000, 5001, 5002, 5003] as const
