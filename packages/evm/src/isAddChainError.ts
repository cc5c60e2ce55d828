import { ADD_CHAIN_ERROR_CODES } from '@portico/core'
import { getProviderErrorCodes } from './provider/getProviderErrorCodes.ts'

// Spec §4 lists 32603, but JSON-RPC's "Internal error" is -32603 and that negative form is what
// wallets actually send (e.g. MetaMask mobile wraps "unrecognized chain" in it), so accept both.
const ADD_CHAIN_CODES: ReadonlySet<number> = new Set([...ADD_CHAIN_ERROR_CODES, -32603])

/**
 * Whether a wallet's answer to `wallet_switchEthereumChain` means "I do not know this chain,
 * add it first" (spec §4: codes 4902, 5000, 32603, and -32603). Also looks at a code wrapped in
 * `data.originalError`.
 *
 * @example
 * isAddChainError({ code: 4902, message: 'Unrecognized chain ID' }) // true
 * isAddChainError({ code: 4001, message: 'User rejected' }) // false
 */
export function isAddChainError(error: unknown): boolean {
  return getProviderErrorCodes(error).some((code) => ADD_CHAIN_CODES.has(code))
}
