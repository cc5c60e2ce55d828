import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** JSON-RPC "Invalid params". */
export const INVALID_PARAMS_CODE = -32602

/**
 * A `solana_*` request whose params break spec §5 (no message or pubkey string, transactions
 * not an array, an unknown preflight commitment, …); `details` names what is wrong. The wallet
 * is never asked.
 *
 * @example
 * await adapter.request({ connectorId, method: 'solana_signMessage', params: { message: 'abc' } })
 * // rejects with InvalidRequestParamsError, details 'solana_signMessage: … pubkey …'
 */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid input', { code: INVALID_PARAMS_CODE, ...options })
  }
}
