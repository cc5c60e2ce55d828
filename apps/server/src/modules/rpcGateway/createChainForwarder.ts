import { type ChainHead, createChainHead, observeHead } from './chainHead.ts'
import { classifyUpstreamError } from './classifyUpstreamError.ts'
import type { ChainUpstream } from './createChainUpstream.ts'
import {
  errorAnswer,
  JSON_RPC_CODES,
  type JsonRpcCall,
  type JsonRpcErrorObject,
  resultAnswer,
} from './jsonRpc.ts'
import { logRangeOf } from './logRange.ts'
import type { RpcCache } from './rpcCache.ts'
import { cachePlanOf } from './rpcCachePolicy.ts'
import type { RpcGatewaySettings } from './rpcGatewaySettings.ts'
import { isRpcMethodAllowed, RPC_METHOD_NOT_ALLOWED } from './rpcMethodPolicy.ts'

/** How fresh the head must be to bound an `eth_getLogs` that reads up to `latest`. */
const LOG_RANGE_HEAD_MAX_AGE_MS = 1_000
/** An outage fails every request: its failures are logged once per this, with a count. */
const FAILURE_LOG_INTERVAL_MS = 10_000

/** Answers the JSON-RPC calls of one chain. */
export interface ChainForwarder {
  /** The JSON text of the call's answer; never rejects. */
  forward(call: JsonRpcCall): Promise<string>
}

export interface ChainForwarderOptions {
  caipNetworkId: string
  /** Shown in failure messages, with the CAIP-2 id. */
  name: string
  upstream: ChainUpstream
  /** The upstream URLs, only to scrub them out of any text passed on. */
  upstreamUrls: readonly string[]
  cache: RpcCache
  settings: RpcGatewaySettings
  /**
   * Told of upstream failures (already safe to log): the first, then at most one per 10 s
   * with how many came since.
   */
  onFailure: (message: string) => void
  now?: () => number
  /** The method policy; `isRpcMethodAllowed` (EVM) by default. */
  isMethodAllowed?: (method: string) => boolean
}

/**
 * One chain's call path: the method policy (refused: -32601 'RPC method not allowed'), the
 * `eth_getLogs` range bound, the cache (`cachePlanOf`), then the upstream (viem's fallback with
 * its retries; reads are deduplicated while in flight, `eth_sendRawTransaction` is not). The
 * node's JSON-RPC errors are passed on; no usable answer after the retries is -32002 naming the
 * chain, never the upstream's URL.
 *
 * @example
 * const answer = await forwarder.forward({ id: 1, method: 'eth_blockNumber', params: [] })
 */
export function createChainForwarder(options: ChainForwarderOptions): ChainForwarder {
  const { caipNetworkId, upstream, cache, settings } = options
  const now = options.now ?? Date.now
  const head: ChainHead = createChainHead()
  const label = `${options.name} (${caipNetworkId})`

  let lastLoggedAt = Number.NEGATIVE_INFINITY
  let unlogged = 0
  const failure = (reason: string): JsonRpcErrorObject => {
    const message = `RPC of ${label} unavailable: ${reason}, after retries on every endpoint`
    unlogged += 1
    if (now() - lastLoggedAt >= FAILURE_LOG_INTERVAL_MS) {
      options.onFailure(
        unlogged > 1 ? `${message} (${unlogged} failures since the last log)` : message,
      )
      lastLoggedAt = now()
      unlogged = 0
    }
    return { code: JSON_RPC_CODES.resourceUnavailable, message }
  }

  const scrub = (text: string): string => {
    let scrubbed = text
    for (const url of options.upstreamUrls) {
      scrubbed = scrubbed.replaceAll(url, '[upstream]')
      const { host } = new URL(url)
      if (host !== '') scrubbed = scrubbed.replaceAll(host, '[upstream]')
    }
    return scrubbed
  }

  /** The upstream's result, or the error to answer with. */
  const ask = async (
    method: string,
    params: JsonRpcCall['params'],
  ): Promise<{ result: unknown } | { error: JsonRpcErrorObject }> => {
    let result: unknown
    try {
      result = await upstream.request(method, params, {
        dedupe: method !== 'eth_sendRawTransaction',
      })
    } catch (error) {
      const outcome = classifyUpstreamError(error)
      if (outcome.kind === 'failure') return { error: failure(outcome.reason) }
      const { message, ...rest } = outcome.error
      return { error: { ...rest, message: scrub(message) } }
    }
    // viem hands back `result` of any JSON object; none at all is not a JSON-RPC answer.
    if (result === undefined) return { error: failure('an answer without a result') }
    if (method === 'eth_blockNumber') observeHead(head, result, now())
    return { result }
  }

  const checkLogRange = async (call: JsonRpcCall): Promise<JsonRpcErrorObject | undefined> => {
    const fresh = head.number !== undefined && now() - head.at <= LOG_RANGE_HEAD_MAX_AGE_MS
    let range = logRangeOf(call.params, fresh ? head.number : undefined)
    if (range.kind === 'needsHead') {
      const answer = await ask('eth_blockNumber', [])
      if ('error' in answer) return answer.error
      range = logRangeOf(call.params, head.number)
    }
    if (range.kind !== 'range' || range.to - range.from < BigInt(settings.maxLogBlockRange))
      return undefined
    return {
      code: JSON_RPC_CODES.limitExceeded,
      message: `Block range too large: eth_getLogs covers at most ${settings.maxLogBlockRange} blocks`,
    }
  }

  return {
    async forward(call) {
      const { id, method, params } = call
      if (!(options.isMethodAllowed ?? isRpcMethodAllowed)(method))
        return errorAnswer(id, {
          code: JSON_RPC_CODES.methodNotFound,
          message: RPC_METHOD_NOT_ALLOWED,
        })
      try {
        if (method === 'eth_getLogs') {
          const refusal = await checkLogRange(call)
          if (refusal !== undefined) return errorAnswer(id, refusal)
        }
        const plan = cachePlanOf(caipNetworkId, call, head, settings)
        if (plan !== undefined) {
          const cached = await cache.get(plan.key)
          if (cached !== undefined) return resultAnswer(id, cached)
        }
        const answer = await ask(method, params)
        if ('error' in answer) return errorAnswer(id, answer.error)
        const json = JSON.stringify(answer.result)
        if (plan?.keeps(answer.result))
          cache.set(plan.key, json, plan.ttlMs).catch(() => {
            // A cache that cannot store only costs the next reader a trip upstream.
          })
        return resultAnswer(id, json)
      } catch {
        // Nothing above should throw (a cache store failing, say): an answer all the same.
        return errorAnswer(id, failure('an internal error'))
      }
    },
  }
}
