// Public API of @portico/evm.

// The add-chain rule is core's, shared with WalletConnect; kept here for existing imports. So is
// the class of an address the adapter refuses (core's, one for every adapter).
export { InvalidAddressError, type InvalidAddressErrorType, isAddChainError } from '@portico/core'
export { addChainParameters } from '../actions/addChainParameters.ts'
export { evmAddressChecks } from '../addresses/evmAddressChecks.ts'
export { isEvmTransactionHash } from '../addresses/isEvmTransactionHash.ts'
export { parseEvmAddress } from '../addresses/parseEvmAddress.ts'
export {
  WrongWalletNetworkError,
  type WrongWalletNetworkErrorType,
} from '../errors/WrongWalletNetworkError.ts'
export { type EvmAdapterParameters, evmAdapter } from '../evmAdapter.ts'
export type { Eip1193Provider } from '../provider/Eip1193Provider.ts'
export type { EvmRpcGateway } from '../rpc/evmRpcGateway.ts'
export { type EvmSwapsReturnType, evmSwaps } from '../swaps/evmSwaps.ts'
export type { EstimateEvmTransferFeeErrorType } from '../transfers/estimateEvmTransferFee.ts'
export {
  type EvmTransfersParameters,
  type EvmTransfersReturnType,
  evmTransfers,
} from '../transfers/evmTransfers.ts'
export type {
  EvmTransferWallet,
  SendEvmTransferErrorType,
} from '../transfers/sendEvmTransfer.ts'
export type { WaitForEvmTransferErrorType } from '../transfers/waitForEvmTransfer.ts'
