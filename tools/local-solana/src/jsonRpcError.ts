/**
 * An error answered as a JSON-RPC error object (`{ code, message, data? }`).
 *
 * @example
 * throw new JsonRpcError(-32601, 'Method not found')
 */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** JSON-RPC 2.0's own codes, and the one validators use for a failed preflight. */
export const JSON_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  transactionPreflightFailure: -32002,
} as const
