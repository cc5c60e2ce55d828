import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import type { JsonRpcErrorObject } from './jsonRpc.ts'

/**
 * JSON-RPC codes viem retries (buildRequest.ts `shouldRetry`: -1, -32005, -32603, 429 and
 * QuickNode's -32007): still there after the retries, they say the upstream failed, not what
 * the request asked.
 */
const FAILURE_CODES = new Set([-1, -32005, -32603, -32007, 429])

/** What a failed upstream request means for the caller. */
export type UpstreamOutcome =
  /** The node answered with a JSON-RPC error (a revert, bad params): passed on as is. */
  | { kind: 'answer'; error: JsonRpcErrorObject }
  /** No usable answer: `reason` is safe to show (no URL, no upstream text). */
  | { kind: 'failure'; reason: string }

/**
 * Sorts viem's error after its retries and fallbacks. viem's own messages name the endpoint URL
 * (which may carry an API key), so they are never passed on: only the node's JSON-RPC error
 * (`code`, its own `message`, `data`) from a 2xx answer, or a short reason.
 *
 * @example
 * const outcome = classifyUpstreamError(error)
 * if (outcome.kind === 'failure') log.warn(outcome.reason)
 */
export function classifyUpstreamError(error: unknown): UpstreamOutcome {
  if (!(error instanceof BaseError)) {
    // The request's deadline (an AbortSignal.timeout) ended it.
    const name = error instanceof Error ? error.name : ''
    const late = name === 'TimeoutError' || name === 'AbortError'
    return { kind: 'failure', reason: late ? 'timed out' : 'no valid answer' }
  }
  const rpc = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null
  if (rpc !== null) {
    if (rpc.status === undefined && !FAILURE_CODES.has(rpc.code)) {
      const cause = rpc.cause as { message?: unknown } | undefined
      const message = typeof cause?.message === 'string' ? cause.message : 'RPC error'
      return {
        kind: 'answer',
        error: { code: rpc.code, message, ...(rpc.data === undefined ? {} : { data: rpc.data }) },
      }
    }
    return {
      kind: 'failure',
      reason:
        rpc.status === undefined
          ? `JSON-RPC error ${rpc.code}`
          : `HTTP ${rpc.status} (${rpc.code})`,
    }
  }
  if (error.walk((cause) => cause instanceof TimeoutError) !== null)
    return { kind: 'failure', reason: 'timed out' }
  const httpError = error.walk(
    (cause) => cause instanceof HttpRequestError,
  ) as HttpRequestError | null
  if (httpError?.status !== undefined)
    return { kind: 'failure', reason: `HTTP ${httpError.status}` }
  if (httpError?.cause instanceof SyntaxError)
    return { kind: 'failure', reason: 'an answer that is not JSON' }
  if (httpError !== null) return { kind: 'failure', reason: 'unreachable' }
  return { kind: 'failure', reason: 'no valid answer' }
}
