/** A JSON-RPC 2.0 id: a string, a number or null (absent ids are answered as null). */
export type JsonRpcId = string | number | null

/** One checked JSON-RPC request. */
export interface JsonRpcCall {
  id: JsonRpcId
  method: string
  params: readonly unknown[] | Record<string, unknown> | undefined
}

/** The `error` member of a JSON-RPC answer. */
export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

/** The JSON-RPC 2.0 codes (and EIP-1474's) the gateway answers with. */
export const JSON_RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Implementation-defined server error: the project guard's refusals. */
  serverError: -32000,
  /** EIP-1474 "resource unavailable": every upstream failed after its retries. */
  resourceUnavailable: -32002,
  /** EIP-1474 "limit exceeded": an `eth_getLogs` range too long. */
  limitExceeded: -32005,
} as const

const MAX_METHOD_LENGTH = 100
const MAX_STRING_ID_LENGTH = 200

/** A body item that is a call, or the error answer it gets instead. */
export type ParsedJsonRpcItem =
  | { call: JsonRpcCall; error?: undefined }
  | { call?: undefined; id: JsonRpcId; error: JsonRpcErrorObject }

/**
 * Checks one request object of a body (alone or in a batch): `jsonrpc: '2.0'`, a `method`
 * string, `params` an array, an object or absent, `id` a string, a number, null or absent.
 * Anything else is a -32600 'Invalid Request' for the item, never a thrown error.
 *
 * @example
 * parseJsonRpcItem({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }).call?.method // 'eth_chainId'
 */
export function parseJsonRpcItem(item: unknown): ParsedJsonRpcItem {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return invalid(null, 'Invalid Request: not a JSON-RPC request object')
  const { jsonrpc, id: rawId, method, params } = item as Record<string, unknown>
  const id = readId(rawId)
  if (id === undefined) return invalid(null, 'Invalid Request: id must be a string, number or null')
  if (jsonrpc !== '2.0') return invalid(id, "Invalid Request: jsonrpc must be '2.0'")
  if (typeof method !== 'string' || method.length === 0 || method.length > MAX_METHOD_LENGTH)
    return invalid(id, 'Invalid Request: method must be a non-empty string')
  if (params !== undefined && (typeof params !== 'object' || params === null))
    return invalid(id, 'Invalid Request: params must be an array or an object')
  return {
    call: { id, method, params: params as JsonRpcCall['params'] },
  }
}

/**
 * The JSON text of a success answer, from the result's own JSON text (cached answers are kept
 * as text, so they are never parsed again).
 *
 * @example
 * resultAnswer(1, '"0x7a69"') // '{"jsonrpc":"2.0","id":1,"result":"0x7a69"}'
 */
export function resultAnswer(id: JsonRpcId, resultJson: string): string {
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${resultJson}}`
}

/**
 * The JSON text of an error answer.
 *
 * @example
 * errorAnswer(1, { code: -32601, message: 'RPC method not allowed' })
 */
export function errorAnswer(id: JsonRpcId, error: JsonRpcErrorObject): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error })
}

function readId(value: unknown): JsonRpcId | undefined {
  if (value === undefined || value === null) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string') return value.length <= MAX_STRING_ID_LENGTH ? value : undefined
  return undefined
}

function invalid(id: JsonRpcId, message: string): ParsedJsonRpcItem {
  return { id, error: { code: JSON_RPC_CODES.invalidRequest, message } }
}
