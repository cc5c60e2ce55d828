import { PorticoError } from '@portico/core'
import { EMBEDDED_MESSAGES } from '@portico/embedded-wallet/protocol'
import { BaseError, RpcRequestError } from 'viem'

const MAX_LENGTH = 500

/**
 * The message an error answer carries (spec §8: the payload message, else 'An error occurred'):
 * the frame's own errors and the auth server's messages as they are, an RPC node's own message
 * for a failed chain call, and 'An error occurred' for anything else (which may hold internals).
 *
 * @example
 * errorMessageOf(new MethodNotAllowedError('eth_sign')) // 'RPC method not allowed'
 * errorMessageOf(new TypeError('x is undefined')) // 'An error occurred'
 */
export function errorMessageOf(error: unknown): string {
  let message: string | undefined
  if (error instanceof PorticoError) message = error.message
  else if (error instanceof BaseError) {
    const rpcError = error.walk((cause) => cause instanceof RpcRequestError)
    if (rpcError instanceof RpcRequestError) message = rpcError.details
  }
  const trimmed = message?.trim()
  if (!trimmed) return EMBEDDED_MESSAGES.frameError
  return trimmed.length > MAX_LENGTH ? `${trimmed.slice(0, MAX_LENGTH - 1)}…` : trimmed
}
