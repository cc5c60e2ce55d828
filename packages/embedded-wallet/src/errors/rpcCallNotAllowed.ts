import { PorticoError, type PorticoErrorOptions } from '@portico/core'
import { EMBEDDED_MESSAGES } from '../protocol/messages.ts'

/**
 * The kit refuses an RPC method that is neither safe nor approvable, without asking the frame
 * (spec §6, §8). The modal shows 'Action not allowed' after that.
 */
export class RpcCallNotAllowedError extends PorticoError {
  override name = 'RpcCallNotAllowedError'
  /** The refused method. */
  readonly method: string
  constructor(method: string, options: PorticoErrorOptions = {}) {
    super(EMBEDDED_MESSAGES.rpcCallNotAllowed, { details: `Method: ${method}`, ...options })
    this.method = method
  }
}
