// Public API of @portico/solana.

export { MethodNotAllowedError } from '@portico/wallet-standard'
export { type GetSolanaBalanceReturnType, getSolanaBalance } from '../actions/getSolanaBalance.ts'
export { isSolanaAddress } from '../address/isSolanaAddress.ts'
export { SOLANA_CONNECTOR_ID_PREFIX } from '../discovery/watchSolanaConnectors.ts'
export { InvalidAddressError } from '../errors/InvalidAddressError.ts'
export { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
export {
  PREFLIGHT_COMMITMENTS,
  type PreflightCommitment,
  SOLANA_REQUEST_METHODS,
  type SolanaRequestMethod,
} from '../requests/requestSchemas.ts'
export { solanaAdapter } from '../solanaAdapter.ts'
