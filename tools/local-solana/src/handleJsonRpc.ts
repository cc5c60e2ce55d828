import * as v from 'valibot'
import { JSON_RPC_ERROR_CODES, JsonRpcError } from './jsonRpcError.ts'
import type { LocalChain } from './localChain.ts'
import { RPC_METHODS } from './rpcMethods.ts'

const RequestSchema = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.optional(v.union([v.string(), v.number(), v.null()])),
  method: v.string(),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
})

type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

function errorResponse(id: string | number | null, error: JsonRpcError): JsonRpcResponse {
  const body = { code: error.code, message: error.message }
  return {
    jsonrpc: '2.0',
    id,
    error: error.data === undefined ? body : { ...body, data: error.data },
  }
}

function answer(chain: LocalChain, request: unknown): JsonRpcResponse {
  const parsed = v.safeParse(RequestSchema, request)
  if (!parsed.success) {
    return errorResponse(
      null,
      new JsonRpcError(JSON_RPC_ERROR_CODES.invalidRequest, 'Invalid request'),
    )
  }
  const { id = null, method, params } = parsed.output
  const handler = Object.hasOwn(RPC_METHODS, method) ? RPC_METHODS[method] : undefined
  if (handler === undefined) {
    return errorResponse(
      id,
      new JsonRpcError(JSON_RPC_ERROR_CODES.methodNotFound, 'Method not found'),
    )
  }
  try {
    return { jsonrpc: '2.0', id, result: handler(chain, params) }
  } catch (error) {
    if (error instanceof JsonRpcError) return errorResponse(id, error)
    const message = error instanceof Error ? error.message : String(error)
    return errorResponse(
      id,
      new JsonRpcError(JSON_RPC_ERROR_CODES.internalError, `Internal error: ${message}`),
    )
  }
}

// JSON.stringify cannot write bigints; validators answer u64s as bare JSON numbers, and
// @solana/kit reads them back as bigints, so write them as numbers too.
function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `__bigint__${item.toString()}` : item,
  ).replace(/"__bigint__(-?\d+)"/g, '$1')
}

/**
 * Answers one JSON-RPC 2.0 body (a request or a batch) against the chain. Never throws: a body
 * that is not JSON is -32700, one that is not a request is -32600, an unknown method -32601.
 *
 * @example
 * handleJsonRpc(chain, '{"jsonrpc":"2.0","id":1,"method":"getSlot"}')
 * // '{"jsonrpc":"2.0","id":1,"result":3}'
 */
export function handleJsonRpc(chain: LocalChain, body: string): string {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return stringifyWithBigInts(
      errorResponse(null, new JsonRpcError(JSON_RPC_ERROR_CODES.parseError, 'Parse error')),
    )
  }
  if (Array.isArray(request)) {
    if (request.length === 0) return stringifyWithBigInts(answer(chain, undefined))
    return stringifyWithBigInts(request.map((item) => answer(chain, item)))
  }
  return stringifyWithBigInts(answer(chain, request))
}
