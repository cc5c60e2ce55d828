import { getWalletErrorCodes } from './getWalletErrorCodes.ts'
import { ADD_CHAIN_ERROR_CODES, WALLET_ERROR_CODES } from './walletErrorCodes.ts'

// Spec §4 lists 32603, but JSON-RPC's "Internal error" is -32603 and that negative form is what
// wallets actually send (e.g. MetaMask mobile wraps "unrecognized chain" in it), so accept both.
const ADD_CHAIN_CODES: ReadonlySet<number> = new Set([
  ...ADD_CHAIN_ERROR_CODES,
  WALLET_ERROR_CODES.internalError,
])

/**
 * Whether a wallet's answer to `wallet_switchEthereumChain` means "I do not know this chain,
 * add it first" (spec §4: codes 4902, 5000, 32603, and -32603), at any depth the wallet wraps
 * it (see `getWalletErrorCodes`). Checked before `mapWalletError` in a switch: there these codes
 * mean "add", not a refusal or a failure.
 *
 * @example
 * isAddChainError({ code: 4902, message: 'Unrecognized chain ID' }) // true
 * isAddChainError({ code: 4001, message: 'User rejected' }) // false
 */
export function isAddChainError(error: unknown): boolean {
  return getWalletErrorCodes(error).some((code) => ADD_CHAIN_CODES.has(code))
}
