// Public API of @portico/evm.

// The add-chain rule is core's, shared with WalletConnect; kept here for existing imports.
export { isAddChainError } from '@portico/core'
export { addChainParameters } from '../actions/addChainParameters.ts'
export { InvalidAddressError } from '../errors/InvalidAddressError.ts'
export { type EvmAdapterParameters, evmAdapter } from '../evmAdapter.ts'
export type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
