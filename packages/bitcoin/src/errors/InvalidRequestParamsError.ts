import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** JSON-RPC "Invalid params". */
export const INVALID_PARAMS_CODE = -32602

/**
 * A bip122 request whose params are malformed (no account or message, a PSBT that does not
 * parse, an amount that is not a positive integer of sats, …); `details` names what is wrong.
 * The wallet is never asked.
 */
export class InvalidRequestParamsError extends PorticoError {
  override name = 'InvalidRequestParamsError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Invalid input', { code: INVALID_PARAMS_CODE, ...options })
  }
}
