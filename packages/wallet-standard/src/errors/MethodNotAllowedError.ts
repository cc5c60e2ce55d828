import { PorticoError, type PorticoErrorOptions, WALLET_ERROR_CODES } from '@portico/core'

/** EIP-1193 "Unsupported Method" (core's table). */
export const UNSUPPORTED_METHOD_CODE = WALLET_ERROR_CODES.unsupportedMethod

/**
 * A request method outside the adapter's list (spec §5: 'RPC method not allowed').
 *
 * @example
 * await adapter.request({ connectorId, method: 'eth_sendTransaction' }) // rejects, error.code 4200
 */
export class MethodNotAllowedError extends PorticoError {
  override name = 'MethodNotAllowedError'
  /** The refused method. */
  readonly method: string
  constructor(method: string, options: PorticoErrorOptions = {}) {
    super('RPC method not allowed', {
      code: UNSUPPORTED_METHOD_CODE,
      details: `Method: ${method.slice(0, 100)}`,
      ...options,
    })
    this.method = method
  }
}
