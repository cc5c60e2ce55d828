// Public API of @portico/evm.
export { addChainParameters } from '../actions/addChainParameters.ts'
export { InvalidAddressError } from '../errors/InvalidAddressError.ts'
export { type EvmAdapterParameters, evmAdapter } from '../evmAdapter.ts'
export { isAddChainError } from '../isAddChainError.ts'
export type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
