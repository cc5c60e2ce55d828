import * as v from 'valibot'
import { type EIP1193RequestFn, type Hex, numberToHex } from 'viem'
import type { EvmChainReader } from '../evm/createEvmChainReader.ts'

/** Native value one contract paid another address inside a transaction. */
export interface InternalTransfer {
  txHash: Hex
  txIndex: number
  /** Lower-case addresses. */
  from: string
  to: string
  value: bigint
  /** The call's place among the transaction's internal value calls, in trace order (0, 1, …). */
  position: number
}

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{1,64}$/),
  v.transform((value) => BigInt(value)),
)

// The node is a trust boundary: a trace without this shape is not a call we read.
const traceSchema = v.object({
  type: v.string(),
  action: v.object({
    callType: v.optional(v.string()),
    from: v.optional(address),
    to: v.optional(v.nullable(address)),
    value: v.optional(quantity),
  }),
  error: v.optional(v.string()),
  traceAddress: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  transactionHash: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)))),
  transactionPosition: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
})

/** JSON-RPC codes and texts with which a node says it has no `trace_block`. */
const UNSUPPORTED_CODES = new Set([-32601, -32004])
const UNSUPPORTED_TEXT = /method not found|not supported|does not exist|unsupported/i

// Nodes found not to offer traces; asked once per reader, not at every block.
const withoutTraces = new WeakSet<EvmChainReader>()

/**
 * Native value moved by internal calls in one block (a router paying out ETH after a swap), from
 * the node's parity-style `trace_block`. Only plain `call`s with value count, and only those that
 * took effect: a frame with an error undoes itself and every call beneath it. A node without
 * traces (most public RPCs) gives none, and is not asked again; any other failure throws, so the
 * indexer reads the range again.
 *
 * @example
 * await readInternalTransfers(reader, 42) // [{ txHash, from: router, to: visitor, value: 10n ** 18n, position: 0, … }]
 */
export async function readInternalTransfers(
  reader: EvmChainReader,
  blockNumber: number,
): Promise<InternalTransfer[]> {
  if (withoutTraces.has(reader)) return []
  let raw: unknown
  try {
    // Not in viem's public-client schema: asked untyped, and the answer parsed below.
    const request = reader.client.request as EIP1193RequestFn
    raw = await request({ method: 'trace_block', params: [numberToHex(blockNumber)] })
  } catch (error) {
    if (isUnsupported(error)) {
      withoutTraces.add(reader)
      return []
    }
    throw error
  }
  const traces = (Array.isArray(raw) ? raw : []).flatMap((entry) => {
    const parsed = v.safeParse(traceSchema, entry)
    return parsed.success ? [parsed.output] : []
  })
  // Frames that reverted, by transaction: `<tx hash> <trace address>`; a prefix covers the subtree.
  const reverted = traces
    .filter((trace) => trace.error !== undefined)
    .map((trace) => frameKey(trace.transactionHash, trace.traceAddress))
  const positions = new Map<string, number>()
  const transfers: InternalTransfer[] = []
  for (const trace of traces) {
    const { action, transactionHash, transactionPosition, traceAddress } = trace
    if (trace.type !== 'call' || action.callType !== 'call' || traceAddress.length === 0) continue
    if (!action.value || !action.from || !action.to || !transactionHash) continue
    const key = frameKey(transactionHash, traceAddress)
    if (reverted.some((prefix) => key === prefix || key.startsWith(`${prefix},`))) continue
    if (reverted.includes(frameKey(transactionHash, []))) continue
    const position = positions.get(transactionHash) ?? 0
    positions.set(transactionHash, position + 1)
    transfers.push({
      txHash: transactionHash.toLowerCase() as Hex,
      txIndex: transactionPosition ?? 0,
      from: action.from.toLowerCase(),
      to: action.to.toLowerCase(),
      value: action.value,
      position,
    })
  }
  return transfers
}

function frameKey(hash: string | null | undefined, traceAddress: readonly number[]): string {
  return `${hash?.toLowerCase()} ${traceAddress.join(',')}`
}

function isUnsupported(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'number' && UNSUPPORTED_CODES.has(code)) return true
    if (UNSUPPORTED_TEXT.test(cause.message)) return true
  }
  return false
}
