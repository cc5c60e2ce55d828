// Public API of @portico/solana.

// Core's spec §5 check, re-exported where Solana developers look for it.
export { isSolanaAddress } from '@portico/core'
export { MethodNotAllowedError } from '@portico/wallet-standard'
export { type GetSolanaBalanceReturnType, getSolanaBalance } from '../actions/getSolanaBalance.ts'
export { SOLANA_CONNECTOR_ID_PREFIX } from '../discovery/watchSolanaConnectors.ts'
export { InvalidAddressError } from '../errors/InvalidAddressError.ts'
export { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
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
