// Public API of @portico/solana.

// Core's classes for a request the adapter refuses (one class per meaning for every adapter),
// re-exported where Solana developers look for them.
export {
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidRequestParamsError,
  type InvalidRequestParamsErrorType,
  MethodNotAllowedError,
  type MethodNotAllowedErrorType,
} from '@portico/core'
export {
  type GetSolanaBalanceErrorType,
  type GetSolanaBalanceReturnType,
  getSolanaBalance,
} from '../actions/getSolanaBalance.ts'
export { isSolanaAddress } from '../addresses/isSolanaAddress.ts'
export { isSolanaSignature } from '../addresses/isSolanaSignature.ts'
export { solanaAddressChecks } from '../addresses/solanaAddressChecks.ts'
export { SOLANA_CONNECTOR_ID_PREFIX } from '../discovery/watchSolanaConnectors.ts'
export {
  UnsupportedTokenError,
  type UnsupportedTokenErrorType,
} from '../errors/UnsupportedTokenError.ts'
export {
  PREFLIGHT_COMMITMENTS,
  type PreflightCommitment,
  SOLANA_REQUEST_METHODS,
  type SolanaRequestMethod,
} from '../requests/requestSchemas.ts'
export { solanaAdapter } from '../solanaAdapter.ts'
export {
  type SolanaRequestTransfersParameters,
  solanaRequestTransfers,
} from '../transfers/createSolanaTransfers.ts'
export type {
  SendRequestedTransferErrorType,
  SignAndSendRequest,
} from '../transfers/sendRequestedTransfer.ts'
