import { MethodNotAllowedError } from '@portico/core'

/**
 * The class the embedded wallet's adapter refuses a method with (spec §6: 'Requested RPC call is
 * not allowed'): core's `MethodNotAllowedError`, one class for a refused method in every adapter.
 *
 * @deprecated Use `MethodNotAllowedError`; this name is kept so `instanceof RpcCallNotAllowedError`
 * goes on working (the error's `name` is now 'MethodNotAllowedError').
 *
 * @example
 * error instanceof RpcCallNotAllowedError // true for the adapter's refusal, as before
 */
export const RpcCallNotAllowedError = MethodNotAllowedError
/** @deprecated Use `MethodNotAllowedError`. */
export type RpcCallNotAllowedError = MethodNotAllowedError
