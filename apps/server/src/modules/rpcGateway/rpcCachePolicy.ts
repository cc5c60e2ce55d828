import type { ChainHead } from './chainHead.ts'
import type { JsonRpcCall } from './jsonRpc.ts'
import type { RpcGatewaySettings } from './rpcGatewaySettings.ts'

/** How one request's answer may be cached. */
export interface CachePlan {
  key: string
  /** undefined: kept until evicted. */
  ttlMs: number | undefined
  /** Whether this result may be kept (a `null` "not found yet" never is). */
  keeps(result: unknown): boolean
}

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,16}$/
const isFound = (result: unknown) => result !== null && result !== undefined

/**
 * The cache plan of a request, or undefined when its answer is never reused. Conservative:
 * - `eth_chainId`, `net_version`: for good (a chain does not change its id).
 * - `eth_getBlockByHash`: for good once found: a hash names one block's content.
 * - `eth_getTransactionReceipt`, and `eth_getTransactionByHash` once mined (`blockHash` set):
 *   for `foundTtlMs` (a minute): a reorg may move a transaction to another block.
 * - `eth_getBlockByNumber` with an explicit number at least `deepBlockConfirmations` below the
 *   head last seen (a head seen earlier is lower, so the check only errs towards not caching),
 *   for `deepBlockTtlMs`.
 * - Nothing else: `latest`/`pending` reads, `eth_call`, balances, gas prices, logs, sends.
 * Keys of answers that depend on the chain's history carry the head's `epoch`, dropped when the
 * chain is reset.
 *
 * @example
 * cachePlanOf('eip155:1', { id: 1, method: 'eth_chainId', params: [] }, head, settings)?.key
 */
export function cachePlanOf(
  caipNetworkId: string,
  call: JsonRpcCall,
  head: ChainHead,
  settings: Pick<RpcGatewaySettings, 'deepBlockConfirmations' | 'foundTtlMs' | 'deepBlockTtlMs'>,
): CachePlan | undefined {
  const { method, params } = call
  switch (method) {
    case 'eth_chainId':
    case 'net_version':
      return { key: `${caipNetworkId}|${method}`, ttlMs: undefined, keeps: isFound }
    case 'eth_getBlockByHash':
      return { key: keyOf(caipNetworkId, call), ttlMs: undefined, keeps: isFound }
    case 'eth_getTransactionReceipt':
      return { key: keyOf(caipNetworkId, call, head), ttlMs: settings.foundTtlMs, keeps: isFound }
    case 'eth_getTransactionByHash':
      return {
        key: keyOf(caipNetworkId, call, head),
        ttlMs: settings.foundTtlMs,
        keeps: (result) =>
          typeof result === 'object' &&
          result !== null &&
          typeof (result as { blockHash?: unknown }).blockHash === 'string',
      }
    case 'eth_getBlockByNumber': {
      const number = Array.isArray(params) ? params[0] : undefined
      if (typeof number !== 'string' || !HEX_QUANTITY.test(number) || head.number === undefined)
        return undefined
      if (BigInt(number) + BigInt(settings.deepBlockConfirmations) > head.number) return undefined
      return {
        key: keyOf(caipNetworkId, call, head),
        ttlMs: settings.deepBlockTtlMs,
        keeps: isFound,
      }
    }
    default:
      return undefined
  }
}

function keyOf(caipNetworkId: string, call: JsonRpcCall, head?: ChainHead): string {
  const epoch = head === undefined ? '' : head.epoch
  return `${caipNetworkId}|${epoch}|${call.method}|${JSON.stringify(call.params ?? [])}`
}
